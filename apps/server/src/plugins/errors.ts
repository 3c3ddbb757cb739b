import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { httpErrorText, RETRY_AFTER_SECONDS } from '@ponte/domain/api';
import { statusErrorCode, type ErrorCode } from '@ponte/domain/errors';
import { redactSecrets } from '@ponte/domain/logs';
import { AppError, isDependencyDown } from '../lib/errors';
import type { Actor } from './auth';
import { orderTokenOf, orderWriter } from './checkout-page';

/** Checkout pages with their order, a minute, per address: GET /api/checkout/{token}'s own limit. */
const CHECKOUT_PAGE_RATE_LIMIT = 120;

/** The customer's pages: /checkout/{token}, /checkout-success/{token}, /checkout-error/{token}, and any cut link. */
export const CHECKOUT_PATHS = /^\/checkout(-success|-error)?(\/|$)/;

type FailBody = { success: false; error: string; code: ErrorCode; details?: Record<string, string> };

/**
 * Input PostgreSQL cannot store or compare: U+0000 in text (SQLSTATE 22021) and a number past
 * its column's range, such as an id over 2^31 - 1 (22003). The statement failed, so nothing
 * was written by it; the caller sent bad input, not the server a fault.
 */
const DATABASE_INPUT_ERRORS: Record<string, string> = {
  '22021': httpErrorText.nullCharacter,
  '22003': httpErrorText.numberOutOfRange,
};

/** A 5xx answer, as the system logs keep it (docs/0021): the route pattern, never the URL. */
export type ServerFailure = {
  requestId: string;
  method: string;
  /** The route pattern ('/api/tasks/:id'), never the URL: paths and query strings may carry secrets. */
  route: string;
  status: number;
  message: string;
  userId: number | null;
  ip: string | null;
};

export type ErrorHandlingOptions = {
  /** The built web app's folder, when there is one: other GETs answer its pages. */
  web?: string;
  /**
   * Issue 35: the order a checkout page shows (app.ts hands in the checkout module's), written
   * into the page; null when there is none to show (the page then asks and reports why).
   */
  checkoutOrder?: (token: string) => Promise<unknown>;
  /** Keeps a 5xx for the system logs; app.ts hands in the logs module's recorder. */
  onServerError?: (failure: ServerFailure) => Promise<void>;
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (a path that is not
 * valid percent-encoding, a path parameter past `maxParamLength`) answers the same failure wrapper
 * in Portuguese as every other refusal, not Fastify's English body.
 */
export function frameworkErrorReply(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const error = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? httpErrorText.paramTooLong : httpErrorText.badUrl;
  return reply.code(400).send({ success: false, error, code: 'invalid_input' } satisfies FailBody);
}

/** One error handler: 4xx keep their Portuguese message, 5xx answer a generic one and are logged. */
export function registerErrorHandling(app: FastifyInstance, opts: ErrorHandlingOptions) {
  const writeOrder = opts.web && opts.checkoutOrder ? orderWriter(opts.web, opts.checkoutOrder) : null;
  // Reading an order costs the database what GET /api/checkout/{token} does: limited as that is.
  let orderLimit: preHandlerAsyncHookHandler | undefined;
  const pageLimit = () =>
    typeof app.rateLimit === 'function'
      ? (orderLimit ??= app.rateLimit({ max: CHECKOUT_PAGE_RATE_LIMIT, timeWindow: '1 minute' }))
      : null;
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        if (!(key in details)) details[key] = issue.message ?? httpErrorText.badRequest;
      }
      const first = err.validation[0]?.message ?? httpErrorText.badRequest;
      return reply.code(400).send({ success: false, error: first, code: 'invalid_input', details } satisfies FailBody);
    }
    if (err instanceof AppError) {
      const body: FailBody = { success: false, error: err.message, code: err.code };
      if (err.details) body.details = err.details;
      return reply.code(err.statusCode).send(body);
    }
    const unrepresentable = DATABASE_INPUT_ERRORS[(err as { code?: string }).code ?? ''];
    if (unrepresentable)
      return reply.code(400).send({ success: false, error: unrepresentable, code: 'invalid_input' } satisfies FailBody);
    if (isDependencyDown(err)) {
      // Not the caller's fault nor a bug: logged as a warning, and not into the system logs,
      // which live in the database that is not answering.
      req.log.warn({ err: { type: err.name, message: redactSecrets(err.message ?? '') } }, 'dependency down');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, error: httpErrorText.dependencyDown, code: 'unavailable' } satisfies FailBody);
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send({ success: false, error: httpErrorText.tooManyRequests, code: 'too_many_requests' } satisfies FailBody);
    }
    if (status < 500) {
      return reply
        .code(status)
        .send({ success: false, error: clientErrorText(err), code: statusErrorCode(status) } satisfies FailBody);
    }
    // The route pattern, not the URL: a path segment or query string may be a secret.
    const route = req.routeOptions.url ?? req.url.split('?')[0];
    // The error's text may quote a secret (a driver echoing a connection string): masked here too.
    const logged = { type: err.name, message: redactSecrets(err.message ?? ''), stack: redactSecrets(err.stack ?? '') };
    req.log.error({ err: logged, method: req.method, route }, 'request failed');
    if (opts.onServerError) {
      // The caller gets its answer even when the log line cannot be written.
      await opts
        .onServerError({
          requestId: String(req.id),
          method: req.method,
          route,
          status,
          message: err.message || err.name || 'Error',
          userId: (req.actor as Actor | null)?.id ?? null,
          ip: req.ip ?? null,
        })
        .catch((logErr: unknown) => req.log.warn({ err: logErr }, 'server error log failed'));
    }
    reply.header('x-request-id', String(req.id));
    return reply.code(500).send({ success: false, error: httpErrorText.internal, code: 'internal' } satisfies FailBody);
  });

  // Unknown /api paths answer JSON; any other GET is a client route of the staff app or the checkout.
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0];
    // A missing file (it has an extension) is a real 404, not a client route.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (
      opts.web &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isFile &&
      !path.startsWith('/api/') &&
      path !== '/api'
    ) {
      // The customer's checkout is a page of its own, without the staff app (issue 35, docs/0086).
      if (!CHECKOUT_PATHS.test(path)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      const token = req.method === 'GET' ? orderTokenOf(path) : null;
      if (token && writeOrder) {
        await pageLimit()?.call(app, req, reply);
        const withOrder = await writeOrder(token, req.log);
        // The customer's name and order: kept by no cache, the browser's included.
        if (withOrder)
          return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(withOrder);
      }
      return reply.header('cache-control', 'no-cache').sendFile('checkout.html');
    }
    return reply
      .code(404)
      .send({ success: false, error: httpErrorText.routeNotFound, code: 'not_found' } satisfies FailBody);
  });
}

function clientErrorText(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return httpErrorText.malformedJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Corpo da requisição muito grande';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de conteúdo não suportado';
    default:
      return err.statusCode === 404 ? httpErrorText.notFound : httpErrorText.badRequest;
  }
}
