import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuickReplyPage } from '@ponte/domain/quick-replies';
import { api } from '../../../lib/api';
import { quickReplyKeys } from './query-keys';

/** GET /api/quick-replies: the team's replies and the reader's own, a page at a time. */
export const useQuickReplies = (search: string, page: number) =>
  useQuery({
    queryKey: quickReplyKeys.list(search, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pagina: String(page) });
      if (search) query.set('busca', search);
      return api.get<QuickReplyPage>(`/quick-replies?${query}`, signal);
    },
    placeholderData: keepPreviousData,
  });
