export const settingsKeys = {
  all: ['settings'] as const,
  configurations: () => [...settingsKeys.all, 'configurations'] as const,
  ai: () => [...settingsKeys.all, 'ai'] as const,
  smtp: () => [...settingsKeys.all, 'smtp'] as const,
  outbox: (page: number) => [...settingsKeys.all, 'outbox', page] as const,
  productWeights: () => [...settingsKeys.all, 'product-weights'] as const,
};
