import { useQuery } from '@tanstack/react-query';
import type { BusinessHoursView } from '@ponte/domain/business-hours';
import { api } from './api';

export const businessHoursKey = ['business-hours'] as const;

/**
 * GET /api/business-hours: the opening hours, whether the shop is open now and when it opens
 * next. Read again every minute, as the hour turns while a screen stays open.
 */
export const useBusinessHours = () =>
  useQuery({
    queryKey: businessHoursKey,
    queryFn: () => api.get<BusinessHoursView>('/business-hours'),
    refetchInterval: 60_000,
  });
