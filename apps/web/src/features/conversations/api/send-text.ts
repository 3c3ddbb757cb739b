import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `quoted_id`: the message of this chat the text answers (a WhatsApp quoted reply). */
export type SendTextBody = { phone: string; msg: string; quoted_id?: number };
/** `log_id` is the gateway log entry of this send, recorded with the message. */
export type SendTextResult = { status: string; log_id: number | null };

/** POST /api/setText: sends the text to the customer through the messaging gateway. */
export const useSendText = () =>
  useMutation({ mutationFn: (body: SendTextBody) => api.post<SendTextResult>('/setText', body) });
