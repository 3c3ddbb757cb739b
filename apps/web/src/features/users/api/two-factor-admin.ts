import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorPolicy } from '@ponte/domain/two-factor';
import { api } from '../../../lib/api';

const policyKey = ['two-factor', 'policy'] as const;

/** Issue 33: whether admins and supervisors must sign in with a second factor. */
export const useTwoFactorPolicy = () =>
  useQuery({ queryKey: policyKey, queryFn: ({ signal }) => api.get<TwoFactorPolicy>('/two-factor/policy', signal) });

export function useSaveTwoFactorPolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => api.put<TwoFactorPolicy>('/two-factor/policy', { required }),
    onSuccess: (policy) => qc.setQueryData(policyKey, policy),
  });
}

/** A member's lost phone: their second factor is reset, recorded in the activity log. */
export const useResetTwoFactor = () =>
  useMutation({ mutationFn: (staffId: number) => api.delete<null>(`/users/${staffId}/two-factor`) });
