/** Spec 2 §4 'List status'. */
export const LIST_STATUSES = ['active', 'completed', 'abandoned'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const listStatusLabels = {
  active: 'Ativa',
  completed: 'Concluída',
  abandoned: 'Abandonada',
} as const satisfies Record<ListStatus, string>;
