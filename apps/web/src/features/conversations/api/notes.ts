import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChatNote } from '@ponte/domain/notes';
import type { UserPick } from '@ponte/domain/users';
import { api } from '../../../lib/api';

/** POST /api/customers/{id}/notes: a note in the conversation, for staff only. */
export const useCreateNote = () =>
  useMutation({
    mutationFn: ({ customerId, content }: { customerId: number; content: string }) =>
      api.post<ChatNote>(`/customers/${customerId}/notes`, { content }),
  });

/** DELETE /api/notes/{id}: its author or an admin takes it back. */
export const useDeleteNote = () => useMutation({ mutationFn: (id: number) => api.delete<null>(`/notes/${id}`) });

/** GET /api/users: the staff a note can name with '@'. */
export const useMentionableStaff = (enabled: boolean) =>
  useQuery({
    queryKey: ['conversations', 'staff'],
    queryFn: ({ signal }) => api.get<UserPick[]>('/users', signal),
    enabled,
    staleTime: 5 * 60_000,
  });
