import { bearer, type TestContext } from './helpers';

/**
 * Numbers a client may send where money or weight is expected, as JSON text: huge, past 2^53,
 * infinite once parsed (1e400), hex, the named non-numbers, blank, two decimal marks, and an
 * exponent in text. Each must be refused with a 400 (issue 11).
 */
export const BAD_NUMBERS = [
  '1e308',
  '9007199254740993',
  '1e400',
  '"0x10"',
  '"Infinity"',
  '"NaN"',
  '""',
  '"1,2,3"',
  '"1e308"',
];

/** Sends the JSON text as is, so literals such as 1e400 reach the server as a client wrote them. */
export const sendRawJson = (t: TestContext, method: 'POST' | 'PUT', url: string, json: string, token = t.adminToken) =>
  t.app.inject({ method, url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: json });

/** The JSON of `body` with `field`'s value replaced by the raw text `raw`. */
export const withRawField = (body: Record<string, unknown>, field: string, raw: string) =>
  JSON.stringify({ ...body, [field]: '__RAW__' }).replace('"__RAW__"', raw);
