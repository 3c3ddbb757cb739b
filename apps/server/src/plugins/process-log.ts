import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from '@ponte/domain/logs';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The process log's options: no password, card or bearer token from a body or header, and
 * request lines whose URL has its random segments (checkout tokens, webhook secrets) and query
 * values masked, with the matched route beside it.
 */
export function processLogOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.body.password', 'req.body.senha', 'req.body.card_data'],
    serializers: {
      req: (req: { method: string; url: string; routeOptions?: { url?: string }; ip?: string; id?: unknown }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        route: req.routeOptions?.url,
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
