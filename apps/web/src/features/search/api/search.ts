import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@ponte/domain/search';
import { SEARCH_MIN_LENGTH } from '@ponte/domain/search-texts';
import { api, toQuery } from '../../../lib/api';
import { searchKeys } from './query-keys';

/** How many customers and messages the top bar shows. */
export const TOP_BAR_RESULTS = 5;

export const searchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: searchKeys.term(term),
    queryFn: ({ signal }) =>
      api.get<SearchResult>(`/search${toQuery({ q: term, limit: String(TOP_BAR_RESULTS) })}`, signal),
    // The last answer stays on screen while the next term's loads: the list does not blink.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /api/search for a term already debounced; nothing is asked under SEARCH_MIN_LENGTH characters. */
export const useSearch = (term: string) =>
  useQuery({ ...searchQueryOptions(term), enabled: term.length >= SEARCH_MIN_LENGTH });
