/**
 * The query keys of data more than one feature reads (segments and templates for campaigns, the
 * SMTP settings and outbox for the campaigns page): features import each other never, so the keys
 * their caches share live here.
 */
export const segmentKeys = {
  all: ['segments'] as const,
  list: () => [...segmentKeys.all, 'list'] as const,
  preview: (id: number) => [...segmentKeys.all, 'preview', id] as const,
  staff: () => [...segmentKeys.all, 'staff'] as const,
};

export const emailKeys = {
  all: ['email'] as const,
  templates: () => [...emailKeys.all, 'templates'] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
  configurations: () => [...settingsKeys.all, 'configurations'] as const,
  ai: () => [...settingsKeys.all, 'ai'] as const,
  smtp: () => [...settingsKeys.all, 'smtp'] as const,
  outbox: (page: number) => [...settingsKeys.all, 'outbox', page] as const,
  productWeights: () => [...settingsKeys.all, 'product-weights'] as const,
};
