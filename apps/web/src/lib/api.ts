import { clearSession, getToken } from './auth-storage';
import { callApi, type CallOptions, type Method } from './http';

export { ApiError, errorText, publicApi } from './http';

let onUnauthorized = () => window.location.assign('/login');

/** The app routes a 401 through its router instead of reloading the page. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

let onEnrolmentRequired = () => window.location.assign('/ativar-verificacao');

/** Issue 33: a call refused until the required second factor is on goes to its page, through the router. */
export function setEnrolmentHandler(handler: () => void) {
  onEnrolmentRequired = handler;
}

/** Sign-in answers 401 for a wrong password or an expired code step: that is not an expired session. */
const SESSION_EXEMPT = new Set(['/login', '/login/two-factor']);

/** Calls `/api{path}` with the staff token and returns the whole JSON body of a successful answer. */
export async function requestBody<T>(method: Method, path: string, opts: CallOptions = {}): Promise<T> {
  const token = getToken();
  const headers = token ? { ...opts.headers, Authorization: `Bearer ${token}` } : opts.headers;
  return callApi<T>(method, path, { ...opts, headers }, (status, body) => {
    if (status === 401 && !SESSION_EXEMPT.has(path)) {
      clearSession();
      onUnauthorized();
    }
    if (status === 403 && body?.code === 'two_factor_setup_required') onEnrolmentRequired();
  });
}

const data = async <T>(method: Method, path: string, opts?: CallOptions) =>
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

/** Query-string of the defined, non-empty values. */
export function toQuery(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
