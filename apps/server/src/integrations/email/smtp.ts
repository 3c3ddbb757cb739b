import type Nodemailer from 'nodemailer';
import { loadOnUse } from '../../lib/load-on-use';
import { nodemailerMessage, type Mailer, type OutgoingMail, type SmtpConfig } from './mailer';

const SEND_TIMEOUT_MS = 20_000;

/** nodemailer's pooled SMTP transport: a few kept-open connections, throttled to the configured rate. */
export function createSmtpMailer(config: SmtpConfig): Mailer {
  const nodemailer = loadOnUse('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.security === 'tls',
    requireTLS: config.security === 'starttls',
    ignoreTLS: config.security === 'none',
    auth: config.user ? { user: config.user, pass: config.password } : undefined,
    pool: true,
    maxConnections: config.maxConnections ?? 3,
    rateLimit: Math.max(1, Math.floor(config.ratePerSecond)),
    rateDelta: 1000,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    async send(mail: OutgoingMail) {
      const info = await transport.sendMail(nodemailerMessage(mail));
      return { messageId: String(info.messageId), via: 'smtp' as const };
    },
    close: () => transport.close(),
  };
}
