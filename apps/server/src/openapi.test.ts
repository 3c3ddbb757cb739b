import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers';

/*
 * Every JSON call of /api says in the OpenAPI document what it answers, so /api/docs describes
 * the answers and fastify-type-provider-zod checks each one against its schema.
 */

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };

/** Calls whose answer is no JSON a schema could describe, or is read by no one but the caller's status check. */
const NO_RESPONSE_SCHEMA = new Set([
  // Evolution's webhook: the gateway only looks at the status of the answer.
  'POST /api/webhook/evolution',
  'POST /api/webhook/evolution/{first}',
  'POST /api/webhook/evolution/{first}/{second}',
  // CSV downloads: a file, not JSON.
  'GET /api/commissions/report.csv',
  'GET /api/sales.csv',
  'GET /api/attendance/all.csv',
  'GET /api/stats/overview.csv',
  'GET /api/stats/chats.csv',
  'GET /api/stats/sales.csv',
  'GET /api/stats/productivity.csv',
  // A conversation's transcript: a text or PDF file.
  'GET /api/customers/{id}/transcript',
  // A customer's data under LGPD: a JSON or HTML file to hand over (docs/0072).
  'GET /api/customers/{id}/data-export',
  // The activity log of a period, a CSV for an auditor.
  'GET /api/logs/activity-export',
  // The /logs screen's 'Export': its entries as a JSON file.
  'GET /api/logs/export',
  // An outbox message: the .eml file itself.
  'GET /api/email/outbox/{id}',
  // The links inside campaign messages: a pixel, a redirect and the unsubscribe page.
  'GET /api/email/t/o/{token}',
  'GET /api/email/t/c/{token}/{link}',
  'GET /api/email/u/{token}',
  'POST /api/email/u/{token}',
]);

const t = await buildTestApp();
afterAll(() => t.close());

const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith('/api/'))
  .flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

/** The JSON schema of the operation's first 2xx answer, if it declares one. */
const successSchema = (op: Operation) =>
  Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status))?.[1].content?.['application/json']
    ?.schema;

describe('OpenAPI document', () => {
  it('lists the API calls', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('every JSON call declares the schema of its success answer', () => {
    const missing = operations
      .filter(({ name }) => !NO_RESPONSE_SCHEMA.has(name))
      .filter(({ op }) => successSchema(op) === undefined)
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('the calls exempted for good still exist', () => {
    const names = new Set(operations.map(({ name }) => name));
    expect([...NO_RESPONSE_SCHEMA].filter((name) => !names.has(name))).toEqual([]);
  });

  it('describes answers field by field, e.g. the shift a clock-in opens', () => {
    expect(successSchema(doc.paths['/api/attendance/clock-in']!.post!)).toMatchObject({
      properties: {
        success: { enum: [true] },
        data: { properties: { id: { type: 'integer' }, clock_out: { type: 'string', nullable: true } } },
      },
    });
  });
});
