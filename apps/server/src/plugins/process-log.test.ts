import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { EventEmitter } from 'node:events';
import { LOG_BACKLOG_BYTES, processLogOptions, processLogStream } from './process-log';

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

/** An output whose reader stalls (a backlog builds) or leaves (a broken pipe). */
function fakeOutput() {
  const out = Object.assign(new EventEmitter(), { writableLength: 0, written: [] as string[] });
  Object.assign(out, { write: (line: string) => out.written.push(line) });
  return out;
}

describe('the process log output (issue 34)', () => {
  it('drops lines past the backlog of a reader that stopped reading, then says how many it dropped', () => {
    const out = fakeOutput();
    const log = processLogStream(out as unknown as NodeJS.WriteStream);
    log.write('a\n');
    out.writableLength = LOG_BACKLOG_BYTES + 1;
    log.write('b\n');
    log.write('c\n');
    out.writableLength = 0;
    log.write('d\n');
    expect(out.written[0]).toBe('a\n');
    expect(JSON.parse(out.written[1]!)).toMatchObject({
      level: 40,
      msg: '2 log lines dropped: the output was not being read',
    });
    expect(out.written.slice(2)).toEqual(['d\n']);
  });

  it('stops writing once the reader is gone, and the error does not end the process', () => {
    const out = fakeOutput();
    const log = processLogStream(out as unknown as NodeJS.WriteStream);
    // Without a listener, this emit would throw: an unhandled 'error' event.
    out.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    log.write('after\n');
    expect(out.written).toEqual([]);
  });
});
