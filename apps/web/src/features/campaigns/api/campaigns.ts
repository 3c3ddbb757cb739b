import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CampaignAudience,
  CampaignBody,
  CampaignPreview,
  CampaignSendResult,
  CampaignStats,
  CampaignTestBody,
  CampaignTestResult,
  EmailCampaign,
} from '@ponte/domain/campaigns';
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

/** 'Pré-visualizar': read afresh each time it opens (the list or the values may have changed). */
export const useCampaignPreview = (id: number) =>
  useQuery({
    queryKey: [...campaignKeys.all, 'preview', id],
    queryFn: ({ signal }) => api.get<CampaignPreview>(`/email/campaigns/${id}/preview`, signal),
    gcTime: 0,
  });

/** How many addresses 'Enviar' would reach now: asked when the button is pressed, never cached. */
export const fetchAudience = (id: number) => api.get<CampaignAudience>(`/email/campaigns/${id}/audience`);

/** Any write of the list: the list is read again whatever the answer (a refusal may mean it moved on). */
function useCampaignWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => qc.invalidateQueries({ queryKey: campaignKeys.list() }),
  });
}

export const useCreateCampaign = () =>
  useCampaignWrite((body: CampaignBody) => api.post<EmailCampaign>('/email/campaigns', body));

/** 'Editar' (drafts and scheduled campaigns). */
export const useUpdateCampaign = (id: number) =>
  useCampaignWrite((body: CampaignBody) => api.put<EmailCampaign>(`/email/campaigns/${id}`, body));

/**
 * 'Enviar' (drafts), 'Retomar' (paused), 'Duplicar' (any) and 'Cancelar agendamento'
 * (scheduled): each answers a message for the toast.
 */
export const useCampaignAction = (action: 'send' | 'resume' | 'duplicate' | 'cancel') =>
  useCampaignWrite((id: number) => api.post<CampaignSendResult>(`/email/campaigns/${id}/${action}`));

/** 'Excluir' (drafts). */
export const useDeleteCampaign = () =>
  useCampaignWrite((id: number) => api.delete<{ message: string }>(`/email/campaigns/${id}`));

/** 'Enviar teste': counted nowhere, so the list stays as it is. */
export const useTestSend = (id: number) =>
  useMutation({
    mutationFn: (body: CampaignTestBody) => api.post<CampaignTestResult>(`/email/campaigns/${id}/test`, body),
  });
