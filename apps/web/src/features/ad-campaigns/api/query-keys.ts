export const adCampaignKeys = {
  all: ['ad-campaigns'] as const,
  page: (search: string, page: number) => [...adCampaignKeys.all, 'page', search, page] as const,
  customers: (campaignId: number) => [...adCampaignKeys.all, 'customers', campaignId] as const,
};
