import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_SEARCH_MIN_CHARS, type StoreProduct } from '@ponte/domain/catalogue';
import { requestBody, toQuery } from '../../../lib/api';
import { listKeys } from './query-keys';

/** GET /api/woocommerce/search-products answers `{ success, products }`, without `data`. */
export const productSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: listKeys.productSearch(term),
    queryFn: async ({ signal }) =>
      (
        await requestBody<{ success: true; products: StoreProduct[] }>(
          'GET',
          `/woocommerce/search-products${toQuery({ search: term })}`,
          { signal },
        )
      ).products,
  });

/** Asks only for terms of at least 2 characters (spec 2 §5); the caller debounces. */
export const useProductSearch = (term: string) =>
  useQuery({ ...productSearchQueryOptions(term), enabled: term.length >= PRODUCT_SEARCH_MIN_CHARS });
