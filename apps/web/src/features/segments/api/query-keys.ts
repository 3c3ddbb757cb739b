export const segmentKeys = {
  all: ['segments'] as const,
  list: () => [...segmentKeys.all, 'list'] as const,
  preview: (id: number) => [...segmentKeys.all, 'preview', id] as const,
  staff: () => [...segmentKeys.all, 'staff'] as const,
};
