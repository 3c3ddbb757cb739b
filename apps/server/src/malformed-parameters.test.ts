import { afterAll, describe, expect, it } from 'vitest';
import { httpErrorText } from '@ponte/domain/api';
import { FailSchema } from '@ponte/domain/errors';
import { bearer, buildTestApp } from '../test/helpers';

/*
 * The query strings and path parameters of every route of the OpenAPI document (the bodies are
 * malformed-bodies.test.ts's): each parameter in turn takes each hostile value, the others stay
 * plausible, as an admin. Never a 5xx; a refusal is the failure wrapper. Reads only: a GET that
 * answers has changed nothing, and DELETE is left out (an accepted one would remove the row the
 * next call needs).
 */
const t = await buildTestApp({ loginRateLimit: 1_000_000 });
afterAll(() => t.close());

type Parameter = { in: string; name: string; schema?: { type?: string; enum?: unknown[] } };
type Operation = { parameters?: Parameter[] };
const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };

const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([method, op]) => method === 'get' && (op.parameters ?? []).some((p) => ['query', 'path'].includes(p.in)))
    .map(([, op]) => ({ path, parameters: (op.parameters ?? []).filter((p) => ['query', 'path'].includes(p.in)) })),
);
/** Writes addressed by a path parameter; an id that is not a number, or no row's, changes nothing. */
const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([method, op]) => method !== 'get' && (op.parameters ?? []).some((p) => p.in === 'path'))
    .map(([method, op]) => ({
      method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path,
      parameters: (op.parameters ?? []).filter((p) => p.in === 'path'),
    })),
);
/** Hostile path values that no row has: a write addressed by one finds nothing to change. */
const NO_ROW = ['', '-1', '1.5', '1e400', '99999999999999999999', '2147483648', 'NaN', 'abc', '%00', '%', '%E0%A4%A'];

/** What a hand-typed or tampered URL can carry, already URL-encoded. */
const HOSTILE = [
  '',
  '-1',
  '0',
  '1.5',
  '1e400',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'abc',
  '%00',
  '%',
  '%E0%A4%A',
  '%27%20or%201%3D1--',
  '%25',
  '%5C',
  'x'.repeat(5000),
  '2026-02-30',
  '%F0%9F%98%80',
];

/** A value its schema accepts, for the parameters not under test. */
function plausible(p: Parameter): string | undefined {
  if (p.in === 'path') return '1';
  if (p.schema?.enum?.length) return encodeURIComponent(String(p.schema.enum[0]));
  return undefined; // optional query parameters stay out
}

function url(path: string, parameters: Parameter[], target: Parameter, value: string): string {
  let filled = path;
  const query: string[] = [];
  for (const p of parameters) {
    const v = p === target ? value : plausible(p);
    if (p.in === 'path') filled = filled.replace(`{${p.name}}`, v ?? '1');
    else if (v !== undefined) query.push(`${encodeURIComponent(p.name)}=${v}`);
  }
  return query.length ? `${filled}?${query.join('&')}` : filled;
}

describe('hostile query strings and path parameters', () => {
  it('the document lists the routes this sweeps', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes)('GET $path', async ({ path, parameters }) => {
    for (const target of parameters)
      for (const value of HOSTILE) {
        const target_url = url(path, parameters, target, value);
        const shown = target_url.length > 120 ? `${target_url.slice(0, 120)}…` : target_url;
        const res = await t.app.inject({ method: 'GET', url: target_url, headers: bearer(t.adminToken) });
        expect(res.statusCode, `${shown} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json'))
          expect(FailSchema.safeParse(res.json()).success, `${shown}: ${res.body.slice(0, 200)}`).toBe(true);
      }
  });

  it('the document lists the writes addressed by a path parameter', () => {
    expect(writes.length).toBeGreaterThan(20);
  });

  it.each(writes)('$method $path', async ({ method, path, parameters }) => {
    for (const target of parameters)
      for (const value of NO_ROW) {
        const target_url = url(path, parameters, target, value);
        const shown = target_url.length > 120 ? `${target_url.slice(0, 120)}…` : target_url;
        const res = await t.app.inject({ method, url: target_url, headers: bearer(t.adminToken), payload: {} });
        expect(res.statusCode, `${method} ${shown} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(
          500,
        );
        expect(res.statusCode, `${method} ${shown} was accepted: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
          400,
        );
        // The unsubscribe link is a customer's page: it refuses in HTML, every other write in the wrapper.
        if (String(res.headers['content-type']).includes('json'))
          expect(FailSchema.safeParse(res.json()).success, `${method} ${shown}: ${res.body.slice(0, 200)}`).toBe(true);
      }
  });
});

describe("what Fastify's router refuses before any route", () => {
  it('answers the failure wrapper in Portuguese: a path parameter too long, a path that is not valid encoding', async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${'9'.repeat(500)}`,
      headers: bearer(t.adminToken),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, error: httpErrorText.paramTooLong, code: 'invalid_input' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/tasks/%E0%A4%A', headers: bearer(t.adminToken) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: httpErrorText.badUrl, code: 'invalid_input' });
  });
});
