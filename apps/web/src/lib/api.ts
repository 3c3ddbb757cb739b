import type { ErrorCode } from '@ponte/domain/errors';
import { clearSession, getToken } from './auth-storage';

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

let onUnauthorized = () => window.location.assign('/login');

/** The app routes a 401 through its router instead of reloading the page. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** false for the customer's public calls: they must not carry a staff token a shared browser may hold. */
  auth?: boolean;
  /** A file sent as the body itself, its type as Content-Type (issue 31's attachments). */
  file?: Blob;
};

let onEnrolmentRequired = () => window.location.assign('/ativar-verificacao');

/** Issue 33: a call refused until the required second factor is on goes to its page, through the router. */
export function setEnrolmentHandler(handler: () => void) {
  onEnrolmentRequired = handler;
}

/** Sign-in answers 401 for a wrong password or an expired code step: that is not an expired session. */
const SESSION_EXEMPT = new Set(['/login', '/login/two-factor']);

/** Calls `/api{path}` and returns the whole JSON body of a successful answer. */
export async function requestBody<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  const auth = opts.auth ?? true;
  const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
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

  const body = (await res.json().catch(() => null)) as {
    success?: boolean;
    error?: unknown;
    code?: ErrorCode;
    details?: Record<string, string>;
  } | null;

  // A public call never signs the staff out: its 401 (if any) is not about their session.
  if (res.status === 401 && auth && !SESSION_EXEMPT.has(path)) {
    clearSession();
    onUnauthorized();
  }
  if (res.status === 403 && body?.code === 'two_factor_setup_required') onEnrolmentRequired();
  if (!res.ok || body?.success === false) {
    const message = typeof body?.error === 'string' ? body.error : '';
    throw new ApiError(res.ok ? 400 : res.status, message, body?.details ?? {}, body?.code ?? null);
  }
  return body as T;
}

const data = async <T>(method: Method, path: string, opts?: RequestOptions) =>
  (await requestBody<{ data: T }>(method, path, opts)).data;

/** The usual calls: they answer `{ success: true, data }` and return `data`. */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => data<T>('GET', path, { signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => data<T>('POST', path, { body, headers }),
  put: <T>(path: string, body?: unknown) => data<T>('PUT', path, { body }),
  delete: <T>(path: string) => data<T>('DELETE', path),
  /** POST with a file as the body (its type as Content-Type). */
  upload: <T>(path: string, file: Blob) => data<T>('POST', path, { file }),
};

/** The customer's public calls (checkout): same wrapper, no bearer token. */
export const publicApi = {
  get: <T>(path: string, signal?: AbortSignal) => data<T>('GET', path, { signal, auth: false }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    data<T>('POST', path, { body, headers, auth: false }),
};

/** Query-string of the defined, non-empty values. */
export function toQuery(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
