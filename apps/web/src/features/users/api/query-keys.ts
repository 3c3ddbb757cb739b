export const userKeys = {
  all: ['users'] as const,
  systemList: () => [...userKeys.all, 'system-list'] as const,
};
