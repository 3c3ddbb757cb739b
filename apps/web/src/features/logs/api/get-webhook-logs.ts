import { useQuery } from '@tanstack/react-query';
import { LOG_REFRESH_MS, RECENT_WEBHOOKS, type WebhookLog } from '@ponte/domain/logs';
import { polledQueryOptions } from '../../../lib/polled-query';
import { logKeys } from './query-keys';

/** 'Recent Webhook Activity': the first five of GET /api/webhook-logs. */
export const useRecentWebhooks = () =>
  useQuery(
    polledQueryOptions<WebhookLog[]>(logKeys.webhooks(), `/webhook-logs?limit=${RECENT_WEBHOOKS}`, LOG_REFRESH_MS),
  );
