export const searchKeys = {
  all: ['search'] as const,
  term: (term: string) => [...searchKeys.all, term] as const,
};
