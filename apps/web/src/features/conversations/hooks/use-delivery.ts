import type { ChatMessage } from '@ponte/domain/conversations';
import { ApiError } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth-storage';
import { useAssignChat } from '../api/assign-chat';
import { useSendAdminMessage } from '../api/send-admin-message';
import { useSendAttachment } from '../api/send-attachment';
import { newSendKey, useSendText } from '../api/send-text';
import { refusal, step } from './send-steps';

/** A text whose send met an outage is tried this many times in all, this far apart. */
export const SEND_ATTEMPTS = 3;
export const SEND_RETRY_MS = 1500;
/**
 * No answer, the server or its proxy unavailable for a moment (502, 503, 504), or an earlier
 * attempt with this key still being sent (409 send_in_progress): asked again with the same key.
 */
const isMomentary = (err: unknown) =>
  err instanceof ApiError &&
  ([0, 502, 503, 504].includes(err.status) || (err.status === 409 && err.code === 'send_in_progress'));

/** What a send came to: out; refused by the server's check or block (on `field`); or failed. */
export type Delivery =
  { outcome: 'sent' } | { outcome: 'refused'; error: ApiError; field: string } | { outcome: 'failed'; error: unknown };

export type DeliveryTarget = { id: number; phone: string };

/**
 * The sends of spec 1 §4 once a message may go: setText then send-admin-message for a text, the
 * attachment upload for a file; then toggle-bot (`takeOver`) and the assignment to whoever sent.
 */
export function useDelivery(customer: DeliveryTarget, takeOver: () => Promise<unknown>, onSent: () => void) {
  const user = useStoredUser();
  const sendText = useSendText();
  const sendAdminMessage = useSendAdminMessage();
  const sendAttachment = useSendAttachment();
  const assignChat = useAssignChat();

  const takeOverChat = async (): Promise<Delivery> => {
    await step('toggle-bot', takeOver);
    if (user) await step('chats/assign', () => assignChat.mutateAsync({ user_id: customer.id, seller_id: user.id }));
    onSent();
    return { outcome: 'sent' };
  };

  /** Each step on its own (a failure is logged and the next runs); only a refusal stops the text. */
  const text = async (message: string, quoted: ChatMessage | null): Promise<Delivery> => {
    const quoted_id = quoted?.id;
    const key = newSendKey();
    let gateway;
    // A server or network that failed for a moment is asked again with the same key: the text
    // goes out once whichever attempt reached the gateway.
    for (let attempt = 1; ; attempt++) {
      try {
        gateway = await sendText.mutateAsync({ phone: customer.phone, msg: message, quoted_id, key });
        break;
      } catch (err) {
        const refused = refusal(err);
        if (refused) return { outcome: 'refused', error: refused, field: 'msg' };
        if (attempt < SEND_ATTEMPTS && isMomentary(err)) {
          await new Promise((resume) => setTimeout(resume, SEND_RETRY_MS));
          continue;
        }
        console.error('Envio manual: falha em setText', err);
        break;
      }
    }
    try {
      await sendAdminMessage.mutateAsync({
        user_id: customer.id,
        content: message,
        gateway_log_id: gateway?.log_id ?? undefined,
        quoted_id,
      });
    } catch (err) {
      const refused = refusal(err);
      if (refused) return { outcome: 'refused', error: refused, field: 'content' };
      console.error('Envio manual: falha em send-admin-message', err);
    }
    return takeOverChat();
  };

  /** A file goes straight to the server, which checks a trainee's caption as it checks a text. */
  const file = async (upload: File, caption: string, quoted: ChatMessage | null): Promise<Delivery> => {
    try {
      await sendAttachment.mutateAsync({ customerId: customer.id, file: upload, caption, quotedId: quoted?.id });
    } catch (err) {
      const refused = refusal(err);
      return refused ? { outcome: 'refused', error: refused, field: 'caption' } : { outcome: 'failed', error: err };
    }
    return takeOverChat();
  };

  return { text, file };
}
