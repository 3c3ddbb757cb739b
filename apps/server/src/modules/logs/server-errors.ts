import { redactSecrets } from '@ponte/domain/logs';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { failureText } from '../../lib/failure-text';
import type { ServerFailure } from '../../plugins/errors';
import { insertServerError } from './queries';

/** What the error handler hands over for a 5xx answer (plugins/errors.ts imports nothing of modules). */
export type ServerErrorReport = ServerFailure;

const MESSAGE_MAX = 500;

/** Keeps the summary of a server error: no stack, no query string, secrets masked. */
export async function recordServerError(db: Db, report: ServerErrorReport): Promise<void> {
  await insertServerError(db, {
    request_id: report.requestId.slice(0, 100),
    method: report.method.slice(0, 10),
    route: report.route.split('?')[0].slice(0, 300),
    status: report.status,
    message: redactSecrets(report.message.split('\n')[0]).slice(0, MESSAGE_MAX),
    user_id: report.userId,
    ip_address: report.ip,
    created_at: nowIso(),
  });
}

/** Where a failure outside a request happened: a background job, or the SMTP server. */
export type BackgroundFailure = {
  kind: 'job' | 'mail';
  /** The job's type or the mail action ('campanha 12', 'teste de conexão'). */
  name: string;
  /** Already in Portuguese for staff (lib/failure-text.ts). */
  message: string;
  userId?: number | null;
  ip?: string | null;
};

/** The method column names the source: the Errors tab shows these as 'job' and 'mail' entries. */
export const BACKGROUND_METHODS = { job: 'JOB', mail: 'SMTP' } as const;

/** A failure no request answered with a 5xx, kept on /logs (Errors) like one (issue 29). */
export async function recordBackgroundFailure(db: Db, failure: BackgroundFailure): Promise<void> {
  await recordServerError(db, {
    requestId: `${failure.kind}-${Date.now().toString(36)}`,
    method: BACKGROUND_METHODS[failure.kind],
    route: failure.name,
    status: 500,
    message: failure.message,
    userId: failure.userId ?? null,
    ip: failure.ip ?? null,
  });
}

/** What staff call each background job on /logs; an unknown type shows as it is. */
const JOB_LABELS: Record<string, string> = {
  'bot.forward': 'Encaminhar mensagem ao bot',
  'funnel-sale-conversion': 'Conversão de venda no funil Meta',
  'meta-capi-event': 'Evento da API de Conversões da Meta',
  'customer-message': 'Mensagem ao cliente pelo WhatsApp',
  'email.campaign.send': 'Envio de campanha de e-mail',
  'email.campaign.start': 'Início de campanha agendada',
};

/** A background job's failed attempt, with its name, attempts and last error (issue 29). */
export function recordJobFailure(
  db: Db,
  f: { id: number; type: string; attempt: number; maxAttempts: number; final: boolean; error: unknown },
) {
  const what = JOB_LABELS[f.type] ?? f.type;
  const next = f.final ? 'não será tentada de novo' : 'será tentada de novo';
  return recordBackgroundFailure(db, {
    kind: 'job',
    name: `${f.type} #${f.id}`,
    message: `${what} falhou (tentativa ${f.attempt} de ${f.maxAttempts}; ${next}): ${failureText(f.error, 'Serviço externo')}`,
  });
}
