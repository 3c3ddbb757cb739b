import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmailTemplate } from '@ponte/domain/email';
import type { OutboxPage, SmtpSettings } from '@ponte/domain/smtp';
import type { Segment } from '@ponte/domain/segments';
import { api } from './api';
import { emailKeys, segmentKeys, settingsKeys } from './query-keys';

/*
 * What e-mail campaigns read of other screens' data (segments, templates, the SMTP settings and
 * outbox), shared here so that no feature imports another.
 */

/** GET /api/campaign-segments: every segment, newest first. */
export const useSegments = () =>
  useQuery({
    queryKey: segmentKeys.list(),
    queryFn: ({ signal }) => api.get<Segment[]>('/campaign-segments', signal),
  });

/** GET /api/email/templates: every template, newest first. */
export const useTemplates = () =>
  useQuery({
    queryKey: emailKeys.templates(),
    queryFn: ({ signal }) => api.get<EmailTemplate[]>('/email/templates', signal),
  });

/** GET /api/email/smtp (admin): the SMTP settings, the password only masked. */
export const useSmtpSettings = () =>
  useQuery({ queryKey: settingsKeys.smtp(), queryFn: () => api.get<SmtpSettings>('/email/smtp') });

/** GET /api/email/outbox: what was kept instead of sent while SMTP is off, newest first. */
export const useOutbox = (page: number) =>
  useQuery({
    queryKey: settingsKeys.outbox(page),
    queryFn: () => api.get<OutboxPage>(`/email/outbox?page=${page}&limit=10`),
    placeholderData: keepPreviousData,
  });
