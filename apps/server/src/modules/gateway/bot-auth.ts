import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerErrorText } from '@ponte/domain/customers';
import { AppError, unauthorized } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { isValidBotKey } from './settings';

declare module 'fastify' {
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
 */
export const botOrStaff = (app: FastifyInstance) => async (req: FastifyRequest) => {
  const botKey = req.headers['x-bot-key'];
  if (typeof botKey === 'string' && botKey) {
    if (!(await isValidBotKey(app.db, botKey))) throw new AppError(401, customerErrorText.botKeyInvalid);
    req.viaBot = true;
    return;
  }
  const header = req.headers.authorization ?? '';
  const actor: Actor | null = header.startsWith('Bearer ') ? await app.verifyToken(header.slice(7).trim()) : null;
  if (!actor) throw unauthorized();
  req.actor = actor;
};
