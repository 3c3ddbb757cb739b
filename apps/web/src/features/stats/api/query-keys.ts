export const statsKeys = {
  all: ['stats'] as const,
  health: () => [...statsKeys.all, 'health'] as const,
  overview: () => [...statsKeys.all, 'overview'] as const,
};
