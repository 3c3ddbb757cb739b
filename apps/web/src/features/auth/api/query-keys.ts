export const authKeys = {
  all: ['auth'] as const,
  check: (token: string) => [...authKeys.all, 'check', token] as const,
};
