import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@ponte/domain/conversations';
import { api } from '../../../lib/api';

/** `quoted_id`: the message of this chat the text answers (a WhatsApp quoted reply). */
export type SendTextBody = { phone: string; msg: string; quoted_id?: number };
/** `log_id` is the gateway log entry of this send, recorded with the message. */
export type SendTextResult = { status: string; log_id: number | null };

/**
 * A key for one message: its retries carry it, so the server sends the text once (issue 34).
 * From getRandomValues, which a plain-http address of the shop's network has too.
 */
export const newSendKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** POST /api/setText: sends the text to the customer through the messaging gateway, once per `key`. */
export const useSendText = () =>
  useMutation({
    mutationFn: ({ key, ...body }: SendTextBody & { key: string }) =>
      api.post<SendTextResult>('/setText', body, { [IDEMPOTENCY_KEY_HEADER]: key }),
  });
