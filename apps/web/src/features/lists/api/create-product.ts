import { useMutation } from '@tanstack/react-query';
import type { StoreProduct } from '@ponte/domain/catalogue';
import { requestBody } from '../../../lib/api';

export type NewProductBody = {
  name: string;
  /** Text the server cannot read is refused under the field, as for the weight. */
  regular_price: number | string;
  description: string;
  sku: string;
  /** Blank for none; text the server cannot read is refused under the field. */
  weight: number | string;
};

/** POST /api/woocommerce/create-product answers `{ success, product }`. */
export function useCreateProduct() {
  return useMutation({
    mutationFn: async (body: NewProductBody) =>
      (await requestBody<{ success: true; product: StoreProduct }>('POST', '/woocommerce/create-product', { body }))
        .product,
  });
}
