import type { AiValidation } from '@ponte/domain/ai';
import { ApiError } from '../../../lib/api';

/**
 * The server checks a trainee's send too (spec 1 §4/§6): 422 when the check blocks the text
 * (it escalated it), 423 while the conversation is blocked. Either way the send stops there.
 */
export const REFUSED_BY_CHECK = 422;
const CONVERSATION_BLOCKED = 423;
export const refusal = (err: unknown) =>
  err instanceof ApiError && (err.status === REFUSED_BY_CHECK || err.status === CONVERSATION_BLOCKED) ? err : null;

/** The notice of a send the server's check refused, rebuilt from the answer's `details`. */
export function refusedValidation(err: ApiError, field: string): AiValidation {
  const { details } = err;
  return {
    valid: false,
    severity: 'high',
    corrected_message: details.corrected_message ?? '',
    issues: [details[field] ?? err.message],
    suggestions: details.suggestions ? [details.suggestions] : [],
  };
}

/** Every step of the send is on its own: a failure is logged and the next step still runs (spec 1 §4). */
export async function step<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (err) {
    console.error(`Envio manual: falha em ${name}`, err);
    return undefined;
  }
}
