import { useMutation } from '@tanstack/react-query';
import type { ChatMessage } from '@ponte/domain/conversations';
import { api } from '../../../lib/api';

export type SendAdminMessageBody = { user_id: number; content: string; gateway_log_id?: number; quoted_id?: number };

/** POST /api/send-admin-message: records the manual message in the customer's history. */
export const useSendAdminMessage = () =>
  useMutation({ mutationFn: (body: SendAdminMessageBody) => api.post<ChatMessage>('/send-admin-message', body) });
