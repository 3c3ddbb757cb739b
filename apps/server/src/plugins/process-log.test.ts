import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { processLogOptions } from './process-log';

/* The process log at info level writes a line per request: no token or secret of a URL may be in it. */
const lines: string[] = [];
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    logger: processLogOptions(
      'info',
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    ),
  });
});
afterAll(() => t.close());

describe('request lines of the process log', () => {
  it('mask checkout tokens, webhook URL secrets and query values, and name the matched route', async () => {
    const token = 'Xq3k9VZt0bL2mN8pR5sT1uW4yA6cE7gH9iJ0kL1mN2o';
    const secret = '7f3a9c2e4b6d8f0a1c3e5a7b9d1f3e5a';
    await t.app.inject({ method: 'GET', url: `/api/checkout/${token}` });
    await t.app.inject({ method: 'POST', url: `/api/webhook/evolution/${secret}`, payload: {} });
    await t.app.inject({ method: 'GET', url: '/api/customers?search=segredo-da-maria' });
    const log = lines.join('');
    expect(log).toContain('request completed');
    for (const hidden of [token, secret, 'segredo-da-maria']) expect(log).not.toContain(hidden);
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.req);
    expect(requests.map((l) => l.req.url)).toEqual([
      '/api/checkout/***',
      '/api/webhook/evolution/***',
      '/api/customers?search=***',
    ]);
    expect(requests[0].req.route).toBe('/api/checkout/:token');
  });
});
