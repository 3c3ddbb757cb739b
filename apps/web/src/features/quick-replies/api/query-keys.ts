export const quickReplyKeys = {
  all: ['quick-replies'] as const,
  list: (search: string, page: number) => [...quickReplyKeys.all, 'list', search, page] as const,
};
