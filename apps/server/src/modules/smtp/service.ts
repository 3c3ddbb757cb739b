import { mailText } from '@ponte/domain/smtp';
import type { Db } from '../../db';
import type { Mailer, OutgoingMail, SentMail } from '../../integrations/email/mailer';
import { createOutboxMailer, listOutbox, readOutboxMessage } from '../../integrations/email/outbox';
import { forgetOutboxMentioning } from '../../integrations/email/outbox-forget';
import { createSmtpMailer } from '../../integrations/email/smtp';
import { AppError } from '../../lib/errors';
import { failureText } from '../../lib/failure-text';
import { recordBackgroundFailure } from '../logs/service';
import type { ServerContext } from '../../lib/context';
import { readSmtpSettings } from './settings';

/**
 * One mailer per database and configuration: the SMTP pool stays open between messages of a
 * campaign and is replaced when an admin changes the settings.
 */
const mailers = new WeakMap<Db, { key: string; mailer: Mailer }>();

export async function currentMailer(ctx: Pick<ServerContext, 'db' | 'outboxDir'>) {
  const s = await readSmtpSettings(ctx.db);
  const key = JSON.stringify([s.host, s.port, s.security, s.user, s.password, s.ratePerSecond, ctx.outboxDir]);
  const cached = mailers.get(ctx.db);
  if (cached?.key === key) return { mailer: cached.mailer, from: { name: s.fromName, address: s.fromAddress } };
  cached?.mailer.close();
  const mailer = s.host
    ? createSmtpMailer({
        host: s.host,
        port: s.port,
        security: s.security,
        user: s.user,
        password: s.password,
        ratePerSecond: s.ratePerSecond,
      })
    : createOutboxMailer(ctx.outboxDir);
  mailers.set(ctx.db, { key, mailer });
  return { mailer, from: { name: s.fromName, address: s.fromAddress } };
}

export function closeMailer(db: Db) {
  mailers.get(db)?.mailer.close();
  mailers.delete(db);
}

/**
 * Sends one message with the shop's sender; an SMTP refusal becomes a 502 naming the server's
 * reason in Portuguese, and an entry on /logs (Errors) for whoever looks later (issue 29).
 */
export async function sendMail(
  ctx: Pick<ServerContext, 'db' | 'outboxDir'>,
  mail: Omit<OutgoingMail, 'from'>,
  by: { userId?: number | null; what?: string } = {},
): Promise<SentMail> {
  const { mailer, from } = await currentMailer(ctx);
  try {
    return await mailer.send({ ...mail, from });
  } catch (err) {
    const reason = failureText(err, 'Servidor SMTP');
    await recordBackgroundFailure(ctx.db, {
      kind: 'mail',
      name: by.what ?? 'envio',
      message: `${mailText.smtpFailed}: ${reason}`,
      userId: by.userId ?? null,
    });
    throw new AppError(502, `${mailText.smtpFailed}: ${reason}`, undefined, 'smtp_failed');
  }
}

export const outboxPage = (ctx: Pick<ServerContext, 'outboxDir'>, page: number, limit: number) =>
  listOutbox(ctx.outboxDir, page, limit);
/** LGPD erasure: the outbox's copies of mail naming the customer (`words`: e-mails, a distinctive name) go. */
export const forgetOutboxMailAbout = (ctx: Pick<ServerContext, 'outboxDir'>, words: string[], phones: string[]) =>
  forgetOutboxMentioning(ctx.outboxDir, words, phones);
export const outboxMessage = (ctx: Pick<ServerContext, 'outboxDir'>, id: string) =>
  readOutboxMessage(ctx.outboxDir, id);
export { readSmtpSettings, recordTestMail, saveSmtpSettings, smtpSettingsView } from './settings';
export { isPermanentRefusal } from '../../integrations/email/mailer';
