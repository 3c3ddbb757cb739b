/** `label`: only the customers carrying it (issue 32); null: everyone. */
export type CustomerListFilters = { search: string; page: number; limit: number; label?: number | null };

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (filters: CustomerListFilters) => [...customerKeys.lists(), filters] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: number) => [...customerKeys.details(), id] as const,
};
