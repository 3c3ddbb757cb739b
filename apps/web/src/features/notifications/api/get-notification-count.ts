import { useQuery } from '@tanstack/react-query';
import type { NotificationCount } from '@ponte/domain/notifications';
import { polledQueryOptions } from '../../../lib/polled-query';
import { notificationKeys } from './query-keys';

/**
 * The bell's badge. Socket events refresh it at once (use-realtime-notifications); the poll
 * catches what a dropped connection missed, and the server answers it 304 while nothing changed.
 */
const POLL_MS = 60_000;

export const notificationCountQueryOptions = () =>
  polledQueryOptions<NotificationCount>(notificationKeys.count(), '/notifications/count', POLL_MS);

export const useNotificationCount = () => useQuery(notificationCountQueryOptions());
