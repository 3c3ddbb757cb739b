// The checkout's payment methods and their labels, apart from the schemas: zod-free, so the staff shell loads without zod
// (issue 17, docs/0030).

export const PAYMENT_METHODS = ['credit_card', 'boleto', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  credit_card: 'Cartão de Crédito',
  boleto: 'Boleto',
  pix: 'PIX',
};
/** The checkout's method buttons (spec 2 §2: 'Cartão, Boleto, PIX'); sales and receipts keep the full names. */
export const paymentMethodButtonLabels: Record<PaymentMethod, string> = {
  credit_card: 'Cartão',
  boleto: 'Boleto',
  pix: 'PIX',
};
