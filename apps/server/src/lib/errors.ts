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
