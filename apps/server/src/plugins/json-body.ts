import type { FastifyInstance } from 'fastify';
import { httpErrorText } from '@ponte/domain/api';
import { AppError } from '../lib/errors';

/** A `\u0000` escape in JSON text (a raw NUL is already invalid JSON); `\\u0000` is a backslash and text. */
export const hasEscapedNul = (json: string) => json.includes('\\u0000') && /(?:^|[^\\])(?:\\\\)*\\u0000/.test(json);

/**
 * JSON bodies as Ponte reads them: an empty body is no body (POSTs such as clock-in carry the
 * content type anyway), a `\u0000` escape is refused before any handler writes half a record
 * (PostgreSQL text cannot hold it), and malformed JSON is a 400 in Portuguese.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (hasEscapedNul(text)) return done(new AppError(400, httpErrorText.nullCharacter), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = Object.assign(new Error(httpErrorText.malformedJson), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(err, undefined);
    }
  });
}
