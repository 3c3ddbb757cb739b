export const notificationKeys = {
  all: ['notifications'] as const,
  count: () => [...notificationKeys.all, 'count'] as const,
  feed: () => [...notificationKeys.all, 'feed'] as const,
};
