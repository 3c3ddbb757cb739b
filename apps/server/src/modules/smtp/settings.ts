import { isMasked, maskSecret } from '@ponte/domain/settings';
import { SMTP_DEFAULTS, SMTP_SECURITY, type SmtpSettings, type SmtpSettingsBody } from '@ponte/domain/smtp';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { SmtpConfig } from '../../integrations/email/mailer';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { readSettings, writeChangedSettings } from '../settings/service';

const recordSettings = activityRecorder('settings');

const KEYS = [
  'smtp_host',
  'smtp_port',
  'smtp_security',
  'smtp_user',
  'smtp_password',
  'smtp_from_name',
  'smtp_from_address',
  'smtp_rate_per_second',
] as const;

type Stored = {
  host: string;
  port: number;
  security: SmtpConfig['security'];
  user: string;
  password: string;
  fromName: string;
  fromAddress: string;
  ratePerSecond: number;
};

const numberOr = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
};

export async function readSmtpSettings(db: Db): Promise<Stored> {
  const s = await readSettings(db, KEYS);
  const security = s.get('smtp_security') as SmtpConfig['security'] | undefined;
  return {
    host: s.get('smtp_host') ?? '',
    port: numberOr(s.get('smtp_port'), SMTP_DEFAULTS.port),
    security: security && SMTP_SECURITY.includes(security) ? security : SMTP_DEFAULTS.security,
    user: s.get('smtp_user') ?? '',
    password: s.get('smtp_password') ?? '',
    fromName: s.get('smtp_from_name') ?? 'Ponte',
    fromAddress: s.get('smtp_from_address') ?? 'nao-responda@ponte.local',
    ratePerSecond: numberOr(s.get('smtp_rate_per_second'), SMTP_DEFAULTS.ratePerSecond),
  };
}

export const smtpSettingsView = (s: Stored): SmtpSettings => ({
  host: s.host,
  port: s.port,
  security: s.security,
  user: s.user,
  password: maskSecret(s.password),
  password_set: s.password !== '',
  from_name: s.fromName,
  from_address: s.fromAddress,
  rate_per_second: s.ratePerSecond,
  smtp_enabled: s.host !== '',
});

/** PUT /api/email/smtp (admin). The password is kept when the masked value comes back. */
export async function saveSmtpSettings(db: Db, actor: Actor, body: SmtpSettingsBody): Promise<SmtpSettings> {
  const at = nowIso();
  const values: Record<(typeof KEYS)[number], string | null> = {
    smtp_host: body.host,
    smtp_port: String(body.port),
    smtp_security: body.security,
    smtp_user: body.user,
    smtp_password: isMasked(body.password) ? null : body.password,
    smtp_from_name: body.from_name,
    smtp_from_address: body.from_address,
    smtp_rate_per_second: String(body.rate_per_second),
  };
  const written = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)) as Record<string, string>;
  await db.transaction().execute(async (tx) => {
    const keys = await writeChangedSettings(tx, written, at, actor.id);
    // The keys that changed say whether the password did (never its value).
    await recordSettings(tx, actor.id, 'update', null, {
      smtp_host: body.host,
      smtp_port: body.port,
      smtp_security: body.security,
      keys,
    });
  });
  return smtpSettingsView(await readSmtpSettings(db));
}

/** 'Enviar e-mail de teste' on /configuracoes: mail to an address an admin typed, recorded. */
export const recordTestMail = (db: Db, actor: Actor, to: string, via: 'smtp' | 'outbox') =>
  recordSettings(db, actor.id, 'create', null, { section: 'smtp_test', test_sent_to: to, via });
