import { useQuery } from '@tanstack/react-query';
import type { EmailTemplate } from '@ponte/domain/email';
import { api } from '../../../lib/api';
import { emailKeys } from './query-keys';

/** GET /api/email/templates: every template, newest first. */
export const useTemplates = () =>
  useQuery({
    queryKey: emailKeys.templates(),
    queryFn: ({ signal }) => api.get<EmailTemplate[]>('/email/templates', signal),
  });
