/** The task screen's filters as the inputs hold them ('' = no filter; overdue: 'true' for 'Atrasadas'). */
export type TaskFilters = { status: string; priority: string; assigned_to: string; overdue: '' | 'true' };

export const NO_TASK_FILTERS: TaskFilters = { status: '', priority: '', assigned_to: '', overdue: '' };

export const taskKeys = {
  all: ['tasks'] as const,
  page: (scope: 'all' | 'mine', filters: TaskFilters, page: number) =>
    [...taskKeys.all, 'page', scope, filters, page] as const,
  open: (scope: 'all' | 'mine') => [...taskKeys.all, 'open', scope] as const,
  customer: (customerId: number) => [...taskKeys.all, 'customer', customerId] as const,
  comments: (taskId: number) => [...taskKeys.all, 'comments', taskId] as const,
  staff: () => [...taskKeys.all, 'staff'] as const,
  customers: (search: string) => [...taskKeys.all, 'customers', search] as const,
};
