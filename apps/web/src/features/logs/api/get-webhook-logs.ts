import { useQuery } from '@tanstack/react-query';
import { LOG_REFRESH_MS, RECENT_WEBHOOKS, type WebhookLog } from '@ponte/domain/logs';
import { api } from '../../../lib/api';
import { logKeys } from './query-keys';

/** 'Recent Webhook Activity': the first five of GET /api/webhook-logs. */
export const useRecentWebhooks = () =>
  useQuery({
    queryKey: logKeys.webhooks(),
    queryFn: ({ signal }) => api.get<WebhookLog[]>(`/webhook-logs?limit=${RECENT_WEBHOOKS}`, signal),
    refetchInterval: LOG_REFRESH_MS,
  });
