import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmtpSettings, SmtpSettingsBody } from '@ponte/domain/smtp';
import { api } from '../../../lib/api';
import { settingsKeys } from '../../../lib/query-keys';

export function useSaveSmtpSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SmtpSettingsBody) => api.put<SmtpSettings>('/email/smtp', body),
    onSuccess: (saved) => qc.setQueryData(settingsKeys.smtp(), saved),
  });
}

/** POST /api/email/smtp/test: one test message with the saved settings. */
export function useSendTestMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => api.post<{ via: 'smtp' | 'outbox'; message_id: string }>('/email/smtp/test', { to }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...settingsKeys.all, 'outbox'] }),
  });
}
