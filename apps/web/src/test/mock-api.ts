import { vi } from 'vitest';

export type Reply = { status: number; body: unknown };
export type ApiRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};
/** A fixed reply, a function of the request, or NETWORK_ERROR to make fetch reject. */
export type Handler =
  Reply | typeof NETWORK_ERROR | ((req: ApiRequest) => Reply | typeof NETWORK_ERROR | Promise<Reply>);
/** Keys are 'METHOD /api/path', e.g. 'POST /api/login'. */
export type Routes = Record<string, Handler>;

export const NETWORK_ERROR = Symbol('network error');

export const ok = (data: unknown, status = 200): Reply => ({ status, body: { success: true, data } });
export const fail = (status: number, error: string, details?: Record<string, string>): Reply => ({
  status,
  body: { success: false, error, ...(details ? { details } : {}) },
});

/** Replaces fetch with a router of canned answers; unknown calls answer 404 so a test notices them. */
export function mockApi(routes: Routes) {
  const calls: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const req: ApiRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      // A file sent as the body (an attachment) is kept as it was sent.
      body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(req);
    const handler = routes[`${req.method} ${req.path}`];
    const reply =
      typeof handler === 'function'
        ? await handler(req)
        : (handler ?? fail(404, `not mocked: ${req.method} ${req.path}`));
    if (reply === NETWORK_ERROR) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to one 'METHOD /api/path'. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** A reply the test settles (`settle`), to see the screen while a call is still out. */
export function deferred() {
  let settle!: (reply: Reply) => void;
  const promise = new Promise<Reply>((resolve) => (settle = resolve));
  return { promise, settle };
}
