import type { ErrorCode } from '@ponte/domain/errors';

/*
 * The HTTP calls to /api, without the staff session: the customer's checkout pages load this and
 * not lib/api.ts, whose session storage brings zod along (issue 35).
 */

/**
 * A failed call: HTTP status (0 when the server could not be reached), the server's Portuguese
 * `error`, field → message `details`, and the machine-readable `code` to branch on.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, string> = {},
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

/** The server's message when it sent one, else the screen's own fallback text. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallOptions = {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A file sent as the body itself, its type as Content-Type (issue 31's attachments). */
  file?: Blob;
};
export type Answer = {
  success?: boolean;
  error?: unknown;
  code?: ErrorCode;
  details?: Record<string, string>;
} | null;

/**
 * Calls `/api{path}` and returns the whole JSON body of a successful answer; a failure is an
 * ApiError. `heard` sees every answer first (the staff client signs out on a 401 there).
 */
export async function callApi<T>(
  method: Method,
  path: string,
  opts: CallOptions = {},
  heard?: (status: number, body: Answer) => void,
): Promise<T> {
  const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.file) headers['Content-Type'] = opts.file.type || 'application/octet-stream';

  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      body: opts.file ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, '');
  }

  const body = (await res.json().catch(() => null)) as Answer;
  heard?.(res.status, body);
  if (!res.ok || body?.success === false) {
    const message = typeof body?.error === 'string' ? body.error : '';
    throw new ApiError(res.ok ? 400 : res.status, message, body?.details ?? {}, body?.code ?? null);
  }
  return body as T;
}

const data = async <T>(method: Method, path: string, opts?: CallOptions) =>
  (await callApi<{ data: T }>(method, path, opts)).data;

/**
 * The customer's public calls (checkout): they answer `{ success: true, data }` and return
 * `data`; never a bearer token, which a shared browser may hold for a staff member.
 */
export const publicApi = {
  get: <T>(path: string, signal?: AbortSignal) => data<T>('GET', path, { signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => data<T>('POST', path, { body, headers }),
};
