// An e-mail campaign of BENCH_RECIPIENTS (default 10,000) recipients to a local SMTP server, against a
// bare nodemailer loop that sends the same number of messages of the same size, with the same
// pooled transport and rate, in the same run: messages per second and the process's peak memory.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { customerSearchText } from '@ponte/domain/customers';
import { phoneKey } from '@ponte/domain/phone';
import { buildApp } from '../apps/server/src/app';
import { openDb } from '../apps/server/src/db';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { ensureMainAdmin } from '../apps/server/src/modules/users/bootstrap';
import { findStaffByUsername } from '../apps/server/src/modules/users/queries';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
// The highest sending limit an admin can set (messages per second).
const RATE = 100;

/** An SMTP server that accepts and counts every message, reading each to its end. */
async function startSink() {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, done) {
      stream.on('end', () => {
        count += 1;
        done();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    count: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Samples this process's resident memory while `run` goes; returns its duration and the peak. */
async function measured(run: () => Promise<void>) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const start = performance.now();
  await run();
  const seconds = (performance.now() - start) / 1000;
  clearInterval(timer);
  return { seconds, peakMb: Math.round(peak / 1024 / 1024) };
}

const HTML =
  '<html><body><h1>Olá {{nome}}!</h1><p>Chegaram novidades dos EUA para você.</p>' +
  '<p><a href="https://loja.test/ofertas">Ver ofertas</a> · <a href="https://loja.test/frete">Frete</a></p>' +
  '<p>Seu e-mail: {{email}}</p></body></html>';

export async function campaignFigures() {
  const sink = await startSink();
  const dir = mkdtempSync(join(tmpdir(), 'ponte-bench-campaign-'));
  const handle = openDb({ kind: 'sqlite', file: join(dir, 'ponte.db') });
  try {
    // Baseline: nodemailer alone, the same pool and rate, messages of the same size.
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: 3,
      rateLimit: RATE,
      rateDelta: 1000,
    });
    const bare = await measured(async () => {
      const sends = [];
      for (let i = 0; i < RECIPIENTS; i++) {
        sends.push(
          transport.sendMail({
            from: 'Loja <ofertas@loja.test>',
            to: `cliente${i}@cliente.test`,
            subject: `Olá Cliente ${i}`,
            html: HTML.replace('{{nome}}', `Cliente ${i}`).replace('{{email}}', `cliente${i}@cliente.test`),
          }),
        );
      }
      await Promise.all(sends);
    });
    transport.close();

    // Ponte: customers with e-mails, a template, a segment of all of them, a campaign sent by the job queue.
    const db = handle.db;
    await migrateToLatest(db);
    await ensureMainAdmin(db, { email: 'bench@ponte.local', password: 'bench-password' });
    const now = new Date().toISOString();
    for (let i = 0; i < RECIPIENTS; i += 2000) {
      const rows = [];
      for (let k = i; k < Math.min(i + 2000, RECIPIENTS); k++) {
        const phone = `5511${String(900000000 + k)}`;
        const email = `cliente${k}@cliente.test`;
        rows.push({
          name: `Cliente ${k}`,
          phone,
          phone_key: phoneKey(phone),
          email,
          created_at: now,
          search_text: customerSearchText({ name: `Cliente ${k}`, email, phone }),
        });
      }
      await db.insertInto('customers').values(rows).execute();
    }
    const app = await buildApp({
      db: handle,
      jwtSecret: 'b'.repeat(40),
      dataDir: dir,
      publicUrl: 'https://ponte.bench',
      jobs: { pollMs: 50 },
    });
    await app.ready();
    const admin = await findStaffByUsername(db, 'onsolutions');
    const headers = { authorization: `Bearer ${await app.signToken(admin!)}` };
    const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const res = await app.inject({ method, url, headers, payload });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.body}`);
      return res.json().data;
    };
    await call('PUT', '/api/email/smtp', {
      host: '127.0.0.1',
      port: sink.port,
      security: 'none',
      user: '',
      password: '',
      from_name: 'Loja',
      from_address: 'ofertas@loja.test',
      rate_per_second: RATE,
    });
    const template = await call('POST', '/api/email/templates', {
      name: 'Bench',
      subject: 'Olá {{nome}}',
      body_html: HTML,
    });
    const segment = await call('POST', '/api/campaign-segments', { name: 'Todos', filters: {} });
    const campaign = await call('POST', '/api/email/campaigns', {
      name: 'Bench',
      template_id: template.id,
      segment_id: segment.id,
    });
    const before = sink.count();
    const ponte = await measured(async () => {
      await call('POST', `/api/email/campaigns/${campaign.id}/send`, {});
      for (;;) {
        const c = (await app.inject({ method: 'GET', url: `/api/email/campaigns/${campaign.id}`, headers })).json()
          .data;
        if (c.status === 'sent' || c.status === 'paused') break;
        await new Promise((r) => setTimeout(r, 200));
      }
    });
    const delivered = sink.count() - before;
    await app.close();

    const rows = [
      { title: `bare nodemailer loop, ${RECIPIENTS} messages`, ...bare, rate: RECIPIENTS / bare.seconds },
      { title: `Ponte campaign, ${delivered} recipients`, ...ponte, rate: delivered / ponte.seconds },
    ];
    // Always on SQLite: the figure is the sending loop's, not the database's.
    console.log(`\ncampaign to a local SMTP server (SQLite), sending limit ${RATE}/s, same run`);
    console.log(`${'route'.padEnd(44)} ${'msg/s'.padStart(8)} ${'seconds'.padStart(8)} ${'peak MB'.padStart(8)}`);
    for (const r of rows)
      console.log(
        `${r.title.padEnd(44)} ${r.rate.toFixed(1).padStart(8)} ${r.seconds.toFixed(1).padStart(8)} ${String(r.peakMb).padStart(8)}`,
      );
    console.log(`ratio campaign / bare loop: ${(rows[1]!.rate / rows[0]!.rate).toFixed(3)} of the throughput`);
    if (delivered !== RECIPIENTS) throw new Error(`delivered ${delivered} of ${RECIPIENTS}`);
  } finally {
    await handle.db.destroy();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await campaignFigures();
