export const emailKeys = {
  all: ['email'] as const,
  templates: () => [...emailKeys.all, 'templates'] as const,
};
