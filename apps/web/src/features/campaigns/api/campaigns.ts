import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignBody, CampaignStats, EmailCampaign } from '@ponte/domain/campaigns';
import { api } from '../../../lib/api';

export const campaignKeys = {
  all: ['email-campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  stats: (id: number) => [...campaignKeys.all, 'stats', id] as const,
};

/** GET /api/email/campaigns; while one is sending, its progress is read again every 5 s. */
export const useCampaigns = () =>
  useQuery({
    queryKey: campaignKeys.list(),
    queryFn: ({ signal }) => api.get<EmailCampaign[]>('/email/campaigns', signal),
    refetchInterval: (query) => (query.state.data?.some((c) => c.status === 'sending') ? 5000 : false),
  });

export const useCampaignStats = (id: number) =>
  useQuery({
    queryKey: campaignKeys.stats(id),
    queryFn: ({ signal }) => api.get<CampaignStats>(`/email/campaigns/${id}/stats`, signal),
  });

export function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignBody) => api.post<EmailCampaign>('/email/campaigns', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.list() }),
  });
}

/** 'Enviar' (drafts) and 'Retomar' (paused): both answer a message for the alert. */
export function useCampaignAction(action: 'send' | 'resume') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ message: string; campaign: EmailCampaign }>(`/email/campaigns/${id}/${action}`),
    onSettled: () => qc.invalidateQueries({ queryKey: campaignKeys.list() }),
  });
}
