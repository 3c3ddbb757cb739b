import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type AssignChatBody = { user_id: number; seller_id: number };

/** POST /api/chats/assign: the seller who answered takes the customer. */
export const useAssignChat = () =>
  useMutation({ mutationFn: (body: AssignChatBody) => api.post<unknown>('/chats/assign', body) });
