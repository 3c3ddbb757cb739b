/** A message Ponte sends: campaigns and the settings' test e-mail. */
export type OutgoingMail = {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) for campaigns. */
  headers?: Record<string, string>;
  /** A fixed Message-ID: a message sent again after a crash carries the same one, so mail clients keep one. */
  messageId?: string;
};

export type SentMail = { messageId: string; via: 'smtp' | 'outbox' };

/** SMTP when an admin configured it; otherwise the outbox folder, so the flow works offline. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/** How Ponte reaches the SMTP server (admin settings). */
export type SmtpConfig = {
  host: string;
  port: number;
  /** 'tls': TLS from the start (465); 'starttls': upgrade required (587); 'none': plain (local relays). */
  security: 'tls' | 'starttls' | 'none';
  user: string;
  password: string;
  /** Messages a second at most; the pool spreads them over its connections. */
  ratePerSecond: number;
  maxConnections?: number;
};

/** The message as nodemailer's sendMail takes it: the same for SMTP and for the outbox file. */
export const nodemailerMessage = (mail: OutgoingMail) => ({
  from: { name: mail.from.name, address: mail.from.address },
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  headers: mail.headers,
  messageId: mail.messageId,
});

/**
 * The SMTP server refused this recipient for good: a 5xx answer to RCPT TO or DATA (nodemailer's
 * `responseCode` and `command`). A 5xx to MAIL FROM or AUTH is about the sender, a 4xx is
 * temporary and a connection failure has no answer: those are the sending's failures, not the
 * address's.
 */
export function isPermanentRefusal(err: unknown): boolean {
  const e = err as { responseCode?: unknown; command?: unknown } | null;
  return (
    typeof e?.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    (e.command === 'RCPT TO' || e.command === 'DATA')
  );
}
