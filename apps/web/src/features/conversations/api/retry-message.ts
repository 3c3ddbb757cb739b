import { useMutation } from '@tanstack/react-query';
import type { ChatMessage } from '@ponte/domain/conversations';
import { api } from '../../../lib/api';

/** POST /api/messages/{id}/retry: an outgoing message that did not leave is sent again, in its place. */
export const useRetryMessage = () =>
  useMutation({ mutationFn: (id: number) => api.post<ChatMessage>(`/messages/${id}/retry`) });
