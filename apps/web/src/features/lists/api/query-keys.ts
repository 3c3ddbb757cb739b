import type { ListStatus } from '@ponte/domain/lists';

export type ListStatusFilter = 'all' | ListStatus;
export type ListFilters = { search: string; status: ListStatusFilter; page: number; limit: number };

export const listKeys = {
  all: ['lists'] as const,
  pages: () => [...listKeys.all, 'page'] as const,
  page: (filters: ListFilters) => [...listKeys.pages(), filters] as const,
  activePlans: () => [...listKeys.all, 'active-plans'] as const,
  productSearch: (term: string) => [...listKeys.all, 'product-search', term] as const,
};
