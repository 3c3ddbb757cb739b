import { httpErrorText } from '@ponte/domain/api';

/** A failure meant for the user: the status and the Portuguese message go out as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, string>) => new AppError(400, message, details);
export const unauthorized = (message: string = httpErrorText.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = httpErrorText.forbidden) => new AppError(403, message);
export const notFound = (message: string = httpErrorText.notFound) => new AppError(404, message);
export const conflict = (message: string, code?: string) => new AppError(409, message, undefined, code);
export const tooManyRequests = (message: string = httpErrorText.tooManyRequests) => new AppError(429, message);

/** True when the database refused a row for a unique index (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}
