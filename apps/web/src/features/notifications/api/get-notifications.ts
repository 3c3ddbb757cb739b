import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationFeed } from '@ponte/domain/notifications';
import { api } from '../../../lib/api';
import { notificationKeys } from './query-keys';

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.feed(),
    queryFn: ({ signal }) => api.get<NotificationFeed>('/notifications', signal),
  });

/**
 * GET /api/notifications, read afresh each time the panel opens (nothing kept once it closes: an
 * old answer would be marked read in place of what is new) and again on socket events while open.
 */
export const useNotifications = () => useQuery({ ...notificationsQueryOptions(), staleTime: 0, gcTime: 0 });
