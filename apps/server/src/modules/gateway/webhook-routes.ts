import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EvolutionWebhookParamsSchema, EvolutionWebhookSchema } from '@ponte/domain/gateway';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { handleEvolutionEvent, type MessageRecorder } from './inbound';
import { readGatewaySettings } from './settings';
import {
  capUnverifiedBody,
  checkPresentedKeys,
  keysBeforeBody,
  webhookPathParts,
  WEBHOOK_VERIFIED_BODY_LIMIT,
  webhookText,
  type KeyVerdict,
  type SavedKeys,
} from './webhook-auth';
import { createRefusalLog, refusalReason } from './webhook-refusals';

declare module 'fastify' {
  interface FastifyRequest {
    /** The gateway webhook's caller showed a valid key (header or URL secret) before its body was read. */
    gatewayKeyChecked: boolean;
  }
}

/**
 * Posts a minute from one address: the gateway posts every message from one address, so this
 * is the shop's ceiling of messages. Twice the 100 a second the realtime benchmark holds
 * (docs/0026); a refused post is a message Evolution does not deliver again.
 */
export const WEBHOOK_RATE_LIMIT = 12_000;

export const EVOLUTION_WEBHOOK_URLS = [
  '/webhook/evolution',
  '/webhook/evolution/:first',
  '/webhook/evolution/:first/:second',
] as const;

const savedKeys = (s: Awaited<ReturnType<typeof readGatewaySettings>>): SavedKeys => ({
  apiKey: s.apiKey,
  instanceToken: s.instanceToken,
  webhookSecret: s.webhookSecret,
});

/**
 * The Evolution webhook at every URL Evolution posts to: with or without the secret segment,
 * with or without 'Webhook by events' suffixes ('messages-upsert', 'connection-update', …).
 * The body's `event` decides what is done; an event Ponte does not read is answered 200 and ignored.
 */
export function registerEvolutionWebhook(parent: FastifyInstance, messages: MessageRecorder, ratePerMinute: number) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const recordRefusal = createRefusalLog(app.db);

  app.decorateRequest('gatewayKeyChecked', false);

  const refuse = async (
    req: FastifyRequest,
    verdict: Exclude<KeyVerdict, { result: 'valid' }>,
    instance?: string | null,
  ): Promise<never> => {
    // The caller gets its 401 even if the log line cannot be written.
    await recordRefusal(refusalReason(verdict), instance ?? null).catch((err: unknown) =>
      req.log.warn({ err }, 'gateway refusal log failed'),
    );
    throw new AppError(401, webhookText.unauthorized, undefined, 'webhook_unauthorized');
  };

  for (const url of EVOLUTION_WEBHOOK_URLS) {
    app.post(
      url,
      {
        config: { public: true, rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } },
        bodyLimit: WEBHOOK_VERIFIED_BODY_LIMIT,
        // The URL secret and the header key are checked before the body is read: a wrong one costs no parse.
        onRequest: async (req) => {
          const settings = await readGatewaySettings(app.db);
          const { secret } = webhookPathParts(
            req.params as z.infer<typeof EvolutionWebhookParamsSchema>,
            settings.webhookSecret,
          );
          const verdict = checkPresentedKeys(keysBeforeBody(req, secret), savedKeys(settings));
          if (verdict.result === 'invalid') await refuse(req, verdict);
          req.gatewayKeyChecked = verdict.result === 'valid';
        },
        preParsing: async (req, _reply, payload) => (req.gatewayKeyChecked ? payload : capUnverifiedBody(req, payload)),
        schema: {
          // No response schema: Evolution reads only the status, and a counted answer must never become a 500.
          params: EvolutionWebhookParamsSchema,
          body: EvolutionWebhookSchema,
          tags: ['gateway'],
          security: [],
          description:
            'Public (gateway key): Evolution API webhook. `messages.upsert` is stored (and `messages.edited`, as an (editada) entry), `messages.update` moves the delivery ticks of the messages the shop sent, `connection.update` and `qrcode.updated` update the connection status, other events are ignored. Accepted when any presented key matches: the secret URL segment shown on /evolution or the `apikey` header (both checked before the body is read; bodies up to 150 MB), or the body `apikey` (bodies up to 1 MB); header and body take the API key or the instance token. A by-events suffix may follow (`/messages-upsert`).',
        },
      },
      async (req) => {
        const settings = await readGatewaySettings(app.db);
        if (!req.gatewayKeyChecked) {
          const verdict = checkPresentedKeys([{ from: 'body', value: req.body.apikey ?? '' }], savedKeys(settings));
          if (verdict.result !== 'valid') await refuse(req, verdict, req.body.instance);
        }
        return ok(await handleEvolutionEvent(app.ctx, messages, req.body, settings.webhookChatUrl));
      },
    );
  }
}
