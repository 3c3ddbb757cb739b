import { httpErrorText } from '@ponte/domain/api';
import { statusErrorCode, type ErrorCode } from '@ponte/domain/errors';

/**
 * A failure meant for the user: the status, the Portuguese message and the machine-readable
 * code go out as they are. Without a module code, the status's generic code is sent.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? statusErrorCode(statusCode);
  }
}

export const badRequest = (message: string, details?: Record<string, string>, code?: ErrorCode) =>
  new AppError(400, message, details, code);
export const unauthorized = (message: string = httpErrorText.unauthorized, code?: ErrorCode) =>
  new AppError(401, message, undefined, code);
export const forbidden = (message: string = httpErrorText.forbidden) => new AppError(403, message);
export const notFound = (message: string = httpErrorText.notFound, code?: ErrorCode) =>
  new AppError(404, message, undefined, code);
export const conflict = (message: string, code?: ErrorCode) => new AppError(409, message, undefined, code);
export const tooManyRequests = (message: string = httpErrorText.tooManyRequests) => new AppError(429, message);

/** True when the database refused a row for a unique index (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

/** True when the database refused a row whose reference is gone (SQLite or PostgreSQL). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '23503' ||
    e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /FOREIGN KEY constraint failed/.test(e?.message ?? '')
  );
}

/** Network codes of a dependency that is gone or cut (the database's or Redis's connection). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/**
 * PostgreSQL refusing work while it stops or starts (57P01-03), out of connections (53300), and
 * its connection class (08xxx).
 */
const POSTGRES_DOWN = /^(57P0[123]|53300|08\d{3})$/;
/**
 * What pg, its pool and ioredis say when the other side went away, in their own words (no code).
 * 'is not queryable' is pg refusing the rollback Kysely sends after a connection dropped inside
 * a transaction: that error replaces the original one.
 */
const DOWN_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Connection is closed|Stream isn't writeable|Reached the max retries per request/i;

/**
 * Issue 34: an error that says the database or Redis did not answer, not that the request was
 * wrong or the code broken. The request answers 503 with Retry-After; the statement did not run
 * (or its transaction rolled back), so nothing of the request was written.
 */
export function isDependencyDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; name?: string; errors?: unknown[] };
  if (!e || typeof e !== 'object') return false;
  if (e.code && (CONNECTION_CODES.has(e.code) || POSTGRES_DOWN.test(e.code))) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (DOWN_MESSAGES.test(e.message ?? '')) return true;
  // Node reports a refused connect to several addresses (::1 and 127.0.0.1) as one AggregateError.
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every(isDependencyDown);
}
