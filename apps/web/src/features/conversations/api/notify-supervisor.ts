import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type NotifySupervisorBody = {
  trainee_id: number;
  trainee_name: string;
  customer_phone: string;
  customer_name: string;
  blocked_message: string;
  ai_feedback: string;
};

/** POST /api/chat/notify-supervisor: a trainee's reply was blocked with high severity. */
export const useNotifySupervisor = () =>
  useMutation({ mutationFn: (body: NotifySupervisorBody) => api.post<unknown>('/chat/notify-supervisor', body) });
