import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationFeed } from '@ponte/domain/notifications';
import { api } from '../../../lib/api';
import { notificationKeys } from './query-keys';

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.feed(),
    queryFn: ({ signal }) => api.get<NotificationFeed>('/notifications', signal),
  });

/** GET /api/notifications, read each time the panel opens (and again on socket events while it is open). */
export const useNotifications = () => useQuery({ ...notificationsQueryOptions(), staleTime: 0 });
