import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { LogEntry, LogPage } from '@ponte/domain/logs';
import { z } from 'zod';
import { CUSTOMER_MESSAGE_JOB } from '../conversations/service';
import { bearer, localSmtpSettings, type TestContext, useTestApp } from '../../../test/helpers';

/**
 * Issue 29: /logs (Errors) shows what failed outside a request too — a background job that keeps
 * failing (its name, attempts and last error) and an SMTP failure — in Portuguese, with the
 * staff member's name in the User column.
 */
let t: TestContext;
useTestApp((built) => (t = built));

const errors = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/logs?tab=errors${query}`, headers: bearer(t.adminToken) });
  expect(res.statusCode).toBe(200);
  return (res.json().data as LogPage).entries;
};

/** A port nothing listens on: opened, then closed. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('failures outside a request on /logs', () => {
  it('each failed attempt of a job is an error entry naming the job, the attempt and the reason in Portuguese', async () => {
    t.app.jobs.register({
      name: CUSTOMER_MESSAGE_JOB,
      payload: z.object({ customer_id: z.number(), text: z.string() }),
      handler: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
          code: 'ECONNREFUSED',
          address: '127.0.0.1',
          port: 9,
        });
      },
    });
    const jobId = await t.app.jobs.enqueue(CUSTOMER_MESSAGE_JOB, { customer_id: 1, text: 'Oi' }, { maxAttempts: 2 });
    for (let i = 0; i < 2; i += 1) {
      await t.db
        .updateTable('jobs')
        .set({ run_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', jobId)
        .execute();
      await t.app.jobs.drain();
    }
    const jobEntries = (await errors('&category=job')).filter(
      (e: LogEntry) => e.details === `job: customer-message #${jobId}`,
    );
    expect(jobEntries.map((e) => e.message)).toEqual([
      'Mensagem ao cliente pelo WhatsApp falhou (tentativa 2 de 2; não será tentada de novo): Serviço externo recusou a conexão (127.0.0.1:9)',
      'Mensagem ao cliente pelo WhatsApp falhou (tentativa 1 de 2; será tentada de novo): Serviço externo recusou a conexão (127.0.0.1:9)',
    ]);
    expect(jobEntries.every((e) => e.level === 'error' && e.category === 'job')).toBe(true);
  });

  it("a failed 'Testar conexão' is an SMTP entry in Portuguese, with who tried it", async () => {
    const port = await closedPort();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/email/smtp',
      headers: bearer(t.adminToken),
      payload: localSmtpSettings(port, { from_name: 'Loja', from_address: 'loja@loja.test', rate_per_second: 10 }),
    });
    expect(saved.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/smtp/test',
      headers: bearer(t.adminToken),
      payload: { to: 'dono@loja.test' },
    });
    const reason = `Falha ao enviar pelo servidor SMTP: Servidor SMTP recusou a conexão (127.0.0.1:${port})`;
    expect([res.statusCode, res.json().error]).toEqual([502, reason]);
    const [entry] = await errors('&category=mail');
    expect(entry).toMatchObject({ category: 'mail', level: 'error', message: reason, user_name: 'onsolutions' });
  });

  it('the categories filter offers job and mail once there are such entries', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/logs', headers: bearer(t.adminToken) });
    expect(res.json().data.categories).toEqual(expect.arrayContaining(['job', 'mail']));
  });
});
