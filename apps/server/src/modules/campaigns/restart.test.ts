import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSmtpSettings } from '../../../test/helpers';
import { freshPostgresSchema, signInOver, startPonteProcess } from '../../../test/ponte-process';

/*
 * The real thing: Ponte runs as its own process (npm start's entry point) on a database file or
 * PostgreSQL schema, sends a campaign to a local SMTP server, is killed with SIGKILL in the middle
 * of a message and started again on the same database. Every recipient ends with exactly one
 * message the SMTP server accepted.
 */
const ADMIN_PASSWORD = 'restart-admin-1';
const RECIPIENTS = 40;
const KILL_AT = 15;

let dataDir = '';
let databaseUrl = '';
let dropSchema: (() => Promise<void>) | undefined;
let child: ChildProcess | undefined;

// The SMTP server: `accepted` holds what it answered 250 to; at KILL_AT it kills Ponte mid-transfer.
const accepted: string[] = [];
let started = 0;
let onMessageStart: (() => void) | undefined;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    started += 1;
    const cut = started === KILL_AT && onMessageStart !== undefined;
    onMessageStart?.();
    const to = session.envelope.rcptTo.map((r) => r.address).join(',');
    stream.on('end', () => {
      // The transfer Ponte died in never got its 250: not delivered.
      if (cut) return done(new Error('connection lost'));
      accepted.push(to);
      done();
    });
    stream.resume();
  },
});

// Killing Ponte resets its SMTP connection: expected here.
smtp.on('error', () => {});

async function startPonte(): Promise<string> {
  const ponte = await startPonteProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD,
    // A runner silent for 2 s is dead: the restart picks up its job and its recipient quickly.
    JOB_LEASE_SECONDS: '2',
    WEB_DIST: join(dataDir, 'no-web'),
  });
  child = ponte.child;
  return ponte.base;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  dataDir = mkdtempSync(join(tmpdir(), 'ponte-restart-'));
  if (process.env.TEST_DB === 'postgres') {
    const schema = await freshPostgresSchema('r');
    databaseUrl = schema.url;
    dropSchema = schema.drop;
  }
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await dropSchema?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(base: string): Promise<string> {
  const res = await signInOver(base, 'onsolutions', ADMIN_PASSWORD);
  return ((await res.json()) as { token: string }).token;
}

describe('a campaign across a crash', () => {
  it('killed with SIGKILL mid-message and started again, Ponte delivers each recipient exactly once', async () => {
    let base = await startPonte();
    const login = { token: await signIn(base) };
    const call = async (method: string, path: string, body?: object) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as { data: Record<string, unknown> & { id: number; status: string } };
      if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
      return json.data;
    };
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    await call('PUT', '/api/email/smtp', localSmtpSettings(smtpPort, { from_name: 'Loja', rate_per_second: 20 }));
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `pessoa${i}@cliente.test`);
    const template = await call('POST', '/api/email/templates', { name: 'T', subject: 'Oi', body_html: '<p>Oi!</p>' });
    const segment = await call('POST', '/api/campaign-segments', {
      name: 'S',
      filters: { manual_emails: emails.join('\n') },
    });
    const campaign = await call('POST', '/api/email/campaigns', {
      name: 'Queda',
      template_id: template.id,
      segment_id: segment.id,
    });

    const killed = new Promise<void>((resolve) => {
      onMessageStart = () => {
        if (started !== KILL_AT) return;
        // The message's data is arriving: Ponte dies before the server could answer 250.
        child!.once('exit', () => resolve());
        child!.kill('SIGKILL');
      };
    });
    await call('POST', `/api/email/campaigns/${campaign.id}/send`);
    await killed;
    onMessageStart = undefined;
    expect(accepted.length).toBeLessThan(RECIPIENTS);

    base = await startPonte();
    login.token = await signIn(base);
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      if ((await call('GET', `/api/email/campaigns/${campaign.id}`)).status === 'sent') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await call('GET', `/api/email/campaigns/${campaign.id}`)).status).toBe('sent');
    expect([...accepted].sort()).toEqual([...emails].sort());
  }, 120_000);
});
