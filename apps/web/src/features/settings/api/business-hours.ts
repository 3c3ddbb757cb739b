import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessHoursBody, BusinessHoursView } from '@ponte/domain/business-hours';
import { api } from '../../../lib/api';
import { businessHoursKey } from '../../../lib/business-hours';

/** PUT /api/business-hours (admin): the whole setting; the answer is what every screen reads next. */
export function useSaveBusinessHours() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessHoursBody) => api.put<BusinessHoursView>('/business-hours', body),
    onSuccess: (saved) => qc.setQueryData(businessHoursKey, saved),
  });
}
