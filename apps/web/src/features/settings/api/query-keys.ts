export const settingsKeys = {
  all: ['settings'] as const,
  configurations: () => [...settingsKeys.all, 'configurations'] as const,
  ai: () => [...settingsKeys.all, 'ai'] as const,
  productWeights: () => [...settingsKeys.all, 'product-weights'] as const,
};
