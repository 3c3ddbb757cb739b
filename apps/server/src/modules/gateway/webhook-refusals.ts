import type { Db } from '../../db';
import { writeGatewayLog } from './queries';
import type { KeyLocation, KeyVerdict } from './webhook-auth';

export type RefusalReason = 'no_key' | `wrong_${KeyLocation}`;

/** Why a webhook call was refused, as the /evolution message log shows it. Never the key itself. */
export const refusalText = {
  no_key: 'Webhook recusado: nenhuma chave enviada (apikey no cabeçalho ou no corpo, ou o segredo na URL do webhook)',
  wrong_url: 'Webhook recusado: o segredo na URL do webhook não confere (gere a URL de novo em /evolution)',
  wrong_header:
    'Webhook recusado: a chave no cabeçalho apikey não confere com a chave da API nem com o token da instância',
  wrong_body: 'Webhook recusado: o apikey do corpo não confere com a chave da API nem com o token da instância',
} as const satisfies Record<RefusalReason, string>;

export const refusalReason = (verdict: Exclude<KeyVerdict, { result: 'valid' }>): RefusalReason =>
  verdict.result === 'absent' ? 'no_key' : `wrong_${verdict.from}`;

/** A flood of bad calls leaves one line per reason per minute, not one per call. */
export const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * The gateway-log writer of refused webhook calls, throttled in this process (the check and
 * the update of `lastAt` run without an await between them, so they cannot interleave). With
 * several instances each writes at most one line per reason per minute.
 */
export function createRefusalLog(db: Db, now: () => number = Date.now) {
  const lastAt = new Map<RefusalReason, number>();
  return async function recordRefusal(reason: RefusalReason, instance: string | null = null): Promise<void> {
    const at = now();
    const previous = lastAt.get(reason);
    if (previous !== undefined && at - previous < REFUSAL_LOG_INTERVAL_MS) return;
    lastAt.set(reason, at);
    await writeGatewayLog(db, {
      direction: 'incoming',
      status: 'error',
      phone: '',
      message: 'Webhook recusado (401)',
      error: refusalText[reason],
      instance,
    });
  };
}
