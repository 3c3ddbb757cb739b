import type { AiValidation } from '@ponte/domain/ai';
import type { ChatMessage } from '@ponte/domain/conversations';

// The manual send flow's timings (spec 1 §9) and the state the send box and history show.

/** Spec 1 §9: an approved message leaves 1 s after the notice. */
export const APPROVED_SEND_DELAY_MS = 1000;
/** Spec 1 §9: the AI's correction replaces the input 3 s after a block. */
export const CORRECTION_FILL_DELAY_MS = 3000;
/** Spec 1 §9: a high-severity block notice goes away after 5 s. */
export const HIGH_SEVERITY_NOTICE_MS = 5000;

/** `seller_name`: whose chat it is (the header says so); absent where the screen does not know. */
export type ConversationCustomer = { id: number; name: string; phone: string; seller_name?: string | null };

export type AiNotice =
  { kind: 'approved'; sending: string } | { kind: 'blocked'; validation: AiValidation; supervisorNotified: boolean };

export type SendPhase = 'idle' | 'validating' | 'sending';

/**
 * Issue 31: a message sent from the box and not stored yet, shown in the history as pending, in
 * order: 'checking' while the AI reads it, 'waiting' behind another, 'sending' once approved.
 */
export type PendingMessage = {
  key: number;
  text: string;
  quoted: ChatMessage | null;
  state: 'checking' | 'waiting' | 'sending';
  /** The newest message id the chat held when this was sent from the box. */
  after: number;
};

/**
 * The pending messages the history still has to show: one whose stored copy has arrived (an
 * outgoing message with its text, newer than the chat was when it left the box) is shown once,
 * as stored, even while the rest of its send (the bot's pause, the assignment) is under way.
 */
export function unstoredPending(pending: PendingMessage[], messages: ChatMessage[]): PendingMessage[] {
  const taken = new Set<number>();
  return pending.filter((item) => {
    const stored = messages.find(
      (m) => m.direction === 'outgoing' && m.id > item.after && m.content === item.text && !taken.has(m.id),
    );
    if (stored) taken.add(stored.id);
    return !stored;
  });
}
