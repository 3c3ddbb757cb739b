/** The sales screen's filters as the inputs hold them ('' = no filter); they drive list, stats and CSV alike. */
export type SalesFilters = { status: string; seller_id: string; start_date: string; end_date: string };

export const NO_FILTERS: SalesFilters = { status: '', seller_id: '', start_date: '', end_date: '' };

export const salesKeys = {
  all: ['sales'] as const,
  page: (filters: SalesFilters, page: number) => [...salesKeys.all, 'page', filters, page] as const,
  stats: (filters: SalesFilters) => [...salesKeys.all, 'stats', filters] as const,
  order: (pedido: string) => [...salesKeys.all, 'order', pedido] as const,
  sale: (id: number) => [...salesKeys.all, 'sale', id] as const,
  sellers: () => [...salesKeys.all, 'sellers'] as const,
};
