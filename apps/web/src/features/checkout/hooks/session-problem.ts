import { checkoutText } from '@ponte/domain/checkout-rules';
import { httpErrorText } from '@ponte/domain/http-texts';
import { ApiError } from '../../../lib/http';

export const SESSION_EXPIRED_TITLE = 'Link de pagamento expirado';
export const SESSION_NOT_FOUND_HINT = 'Confira se o link está completo ou peça um novo link à loja.';
export const NEW_LINK_HELP =
  'Precisa de um novo link? Fale com a gente pelo WhatsApp, na conversa em que recebeu este.';

/**
 * Why a checkout session could not be shown:
 * - `lost`: no such session (404), or expired or replaced by a newer link (410); nothing to retry;
 * - `busy`: too many attempts (429); the same link works again shortly;
 * - `failed`: the server could not be reached or failed (network, 5xx); a retry may work.
 */
export type SessionProblem =
  { kind: 'lost'; title: string; message: string } | { kind: 'busy'; message: string } | { kind: 'failed' };

export function sessionProblem(err: unknown): SessionProblem {
  if (!(err instanceof ApiError) || err.isNetworkError || err.status >= 500) return { kind: 'failed' };
  if (err.status === 429) return { kind: 'busy', message: err.message || httpErrorText.tooManyRequests };
  if (err.status === 410)
    return { kind: 'lost', title: SESSION_EXPIRED_TITLE, message: err.message || checkoutText.sessionExpired };
  return { kind: 'lost', title: checkoutText.sessionNotFound, message: SESSION_NOT_FOUND_HINT };
}
