import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationCount, ReadCursor } from '@ponte/domain/notifications';
import { api } from '../../../lib/api';
import { notificationKeys } from './query-keys';

/** POST /api/notifications/read up to what the panel showed (its cursor): the server keeps it per staff member. */
export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cursor: ReadCursor) => api.post<NotificationCount>('/notifications/read', { cursor }),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.count() }),
  });
}
