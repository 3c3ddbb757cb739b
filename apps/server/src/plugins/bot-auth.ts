import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerErrorText } from '@ponte/domain/customers';
import { AppError, unauthorized } from '../lib/errors';
import type { Actor } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the calls the bot shares with staff: the bot key or a staff token. */
    botOrStaff: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** True when the WhatsApp bot called with its x-bot-key instead of a staff token. */
    viaBot?: boolean;
  }
}

/** OpenAPI: these calls take a staff token or the bot key. */
export const BOT_OR_STAFF_SECURITY: { [scheme: string]: string[] }[] = [{ bearer: [] }, { botKey: [] }];

/**
 * For the calls the bot shares with staff (POST /api/message, /api/customers…): the header
 * `x-bot-key` or a staff bearer token. Routes using it are marked public for the global hook.
 * The key check comes from app.ts (the gateway module keeps the key), so plugins import no module.
 */
export const registerBotAuth = (app: FastifyInstance, isValidBotKey: (key: string) => Promise<boolean>) =>
  app.decorate('botOrStaff', async (req: FastifyRequest) => {
    const botKey = req.headers['x-bot-key'];
    if (typeof botKey === 'string' && botKey) {
      if (!(await isValidBotKey(botKey)))
        throw new AppError(401, customerErrorText.botKeyInvalid, undefined, 'bot_key_invalid');
      req.viaBot = true;
      return;
    }
    const header = req.headers.authorization ?? '';
    const actor: Actor | null = header.startsWith('Bearer ') ? await app.verifyToken(header.slice(7).trim()) : null;
    if (!actor) throw unauthorized();
    req.actor = actor;
  });
