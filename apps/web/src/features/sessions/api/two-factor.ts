import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSetup, TwoFactorStatus } from '@ponte/domain/two-factor';
import { api } from '../../../lib/api';

const statusKey = ['two-factor', 'mine'] as const;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: statusKey, queryFn: ({ signal }) => api.get<TwoFactorStatus>('/me/two-factor', signal) });

function useTwoFactorMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: statusKey }) });
}

type Codes = { recovery_codes: string[] };

export const useStartTwoFactorSetup = () =>
  useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/me/two-factor/setup', {}) });
/** Not read again at once: the recovery codes show until 'Já guardei os códigos' (useRefreshTwoFactorStatus). */
export const useEnableTwoFactor = () =>
  useMutation({ mutationFn: (code: string) => api.post<Codes>('/me/two-factor/enable', { code }) });

export function useRefreshTwoFactorStatus() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: statusKey });
}
export const useRegenerateRecoveryCodes = () =>
  useTwoFactorMutation((code: string) => api.post<Codes>('/me/two-factor/recovery-codes', { code }));
export const useDisableTwoFactor = () =>
  useTwoFactorMutation((code: string) => api.post<null>('/me/two-factor/disable', { code }));
