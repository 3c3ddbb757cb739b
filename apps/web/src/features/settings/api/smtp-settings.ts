import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxPage, SmtpSettings, SmtpSettingsBody } from '@ponte/domain/mail';
import { api } from '../../../lib/api';
import { settingsKeys } from './query-keys';

/** GET /api/email/smtp (admin): the SMTP settings, the password only masked. */
export const useSmtpSettings = () =>
  useQuery({ queryKey: settingsKeys.smtp(), queryFn: () => api.get<SmtpSettings>('/email/smtp') });

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

/** GET /api/email/outbox: what was kept instead of sent while SMTP is off, newest first. */
export const useOutbox = (page: number) =>
  useQuery({
    queryKey: settingsKeys.outbox(page),
    queryFn: () => api.get<OutboxPage>(`/email/outbox?page=${page}&limit=10`),
    placeholderData: keepPreviousData,
  });
