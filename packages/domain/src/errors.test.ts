import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FailSchema, MODULE_ERROR_CODES, statusErrorCode } from './errors';

describe('error codes', () => {
  it('every code is one snake_case word list with no duplicate across modules', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('each HTTP status has its generic code, and an unknown status falls back by class', () => {
    expect(
      [400, 401, 403, 404, 409, 410, 413, 415, 422, 423, 429, 502, 503].map((s) => [s, statusErrorCode(s)]),
    ).toEqual([
      [400, 'invalid_input'],
      [401, 'unauthorized'],
      [403, 'forbidden'],
      [404, 'not_found'],
      [409, 'conflict'],
      [410, 'gone'],
      [413, 'payload_too_large'],
      [415, 'unsupported_media_type'],
      [422, 'unprocessable'],
      [423, 'locked'],
      [429, 'too_many_requests'],
      [502, 'bad_gateway'],
      [503, 'unavailable'],
    ]);
    expect(statusErrorCode(500)).toBe('internal');
    expect(statusErrorCode(504)).toBe('internal');
    expect(statusErrorCode(418)).toBe('invalid_input');
  });

  it('the failure wrapper accepts a module code and refuses one no module declares', () => {
    const body = { success: false, error: 'Você já está em pausa', code: MODULE_ERROR_CODES.attendance[2] };
    expect(FailSchema.parse(body)).toEqual(body);
    expect(FailSchema.safeParse({ ...body, code: 'ALREADY_ON_BREAK' }).success).toBe(false);
    expect(FailSchema.safeParse({ success: false, error: 'x' }).success).toBe(false);
  });
});
