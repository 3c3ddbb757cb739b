export const planKeys = {
  all: ['plans'] as const,
  list: (filters: { active?: boolean } = {}) => [...planKeys.all, 'list', filters] as const,
};
