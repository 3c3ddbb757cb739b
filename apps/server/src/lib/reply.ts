import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FailSchema } from '@ponte/domain/errors';

/** Response schema of the success wrapper `{ success: true, data }`. */
export const okSchema = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const ok = <T>(data: T) => ({ success: true as const, data });

/** Response schema of the failure wrapper `{ success: false, error, code, details? }`. */
export const failSchema = FailSchema;

/** What a polled route answers, with no body, while the ETag sent in If-None-Match holds. */
export const notModifiedSchema = z.undefined().describe('Not modified: the ETag in If-None-Match still holds');

/**
 * A small answer a screen polls (the attendance panel every 15 s): its ETag is a hash of the
 * answer itself, so an unchanged one goes back as a 304 with no body; the browser revalidates
 * by itself ('no-cache') and the screen sees the cached answer.
 */
export const okOrNotModified = <T>(req: FastifyRequest, reply: FastifyReply, data: T) =>
  bodyOrNotModified(req, reply, ok(data));

/** okOrNotModified for an answer that is not the `{ success, data }` wrapper alone (a page with its pagination). */
export function bodyOrNotModified<T>(req: FastifyRequest, reply: FastifyReply, body: T) {
  const etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return body;
}

/**
 * A file to download: its type, the name the browser saves it under, and no copy kept by a
 * browser or a proxy (every file Ponte hands out holds staff or customer data).
 */
export const sendFile = (reply: FastifyReply, file: { type: string; name: string; body: unknown }) =>
  reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
