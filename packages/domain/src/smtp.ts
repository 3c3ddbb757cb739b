import { z } from 'zod';
import { limitParam, pageParam } from './paging';

/** SMTP settings and the outbox (issue 16): how campaign e-mail leaves Ponte. */
export const mailText = {
  invalidHost: 'Servidor SMTP inválido',
  invalidPort: 'Porta inválida (1 a 65535)',
  invalidSecurity: 'Segurança inválida: use TLS, STARTTLS ou nenhuma',
  fromNameRequired: 'Informe o nome do remetente',
  invalidFromAddress: 'E-mail do remetente inválido',
  invalidRate: 'Limite de envio entre 1 e 100 mensagens por segundo',
  invalidTestAddress: 'E-mail de destino inválido',
  smtpFailed: 'Falha ao enviar pelo servidor SMTP',
  messageNotFound: 'Mensagem não encontrada na caixa de saída',
  saved: 'Configurações de e-mail salvas!',
  testSent: 'E-mail de teste enviado!',
  testSentToOutbox: 'Sem SMTP configurado: o e-mail de teste foi guardado na caixa de saída.',
  noOutboxMessage: 'Nenhuma mensagem na caixa de saída',
} as const;

export const MAIL_ERROR_CODES = ['smtp_failed'] as const;

export const SMTP_SECURITY = ['starttls', 'tls', 'none'] as const;
export const smtpSecurityLabels = {
  starttls: 'STARTTLS (porta 587)',
  tls: 'TLS (porta 465)',
  none: 'Nenhuma (servidor local)',
} as const satisfies Record<(typeof SMTP_SECURITY)[number], string>;

export const SMTP_DEFAULTS = { port: 587, security: 'starttls', ratePerSecond: 10 } as const;

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }));

/** PUT /api/email/smtp. An empty host turns SMTP off (messages go to the outbox); a masked password keeps the stored one. */
export const SmtpSettingsBodySchema = z.object({
  host: z
    .string({ error: mailText.invalidHost })
    .trim()
    .max(255, mailText.invalidHost)
    .regex(/^[A-Za-z0-9.-]*$/, mailText.invalidHost),
  port: z.coerce
    .number({ error: mailText.invalidPort })
    .int(mailText.invalidPort)
    .min(1, mailText.invalidPort)
    .max(65_535, mailText.invalidPort),
  security: z.enum(SMTP_SECURITY, { error: mailText.invalidSecurity }),
  user: z.string().trim().max(255).default(''),
  password: z.string().max(500).default(''),
  from_name: z.string({ error: mailText.fromNameRequired }).trim().min(1, mailText.fromNameRequired).max(100),
  from_address: email(mailText.invalidFromAddress),
  rate_per_second: z.coerce
    .number({ error: mailText.invalidRate })
    .int(mailText.invalidRate)
    .min(1, mailText.invalidRate)
    .max(100, mailText.invalidRate),
});
export type SmtpSettingsBody = z.output<typeof SmtpSettingsBodySchema>;

/** What an admin reads back: the password only masked. */
export const SmtpSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  security: z.enum(SMTP_SECURITY),
  user: z.string(),
  password: z.string(),
  password_set: z.boolean(),
  from_name: z.string(),
  from_address: z.string(),
  rate_per_second: z.number().int(),
  /** False: no host, messages go to the outbox. */
  smtp_enabled: z.boolean(),
});
export type SmtpSettings = z.infer<typeof SmtpSettingsSchema>;

export const TestMailBodySchema = z.object({ to: email(mailText.invalidTestAddress) });
export const TestMailResultSchema = z.object({ via: z.enum(['smtp', 'outbox']), message_id: z.string() });

export const OutboxQuerySchema = z.object({
  page: pageParam(100_000),
  limit: limitParam(20, 100),
});
export const OutboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  size: z.number().int(),
});
export const OutboxPageSchema = z.object({ entries: z.array(OutboxEntrySchema), total: z.number().int() });
export type OutboxPage = z.infer<typeof OutboxPageSchema>;
