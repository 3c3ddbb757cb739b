export const checkoutKeys = {
  all: ['checkout'] as const,
  session: (token: string) => [...checkoutKeys.all, 'session', token] as const,
  installments: (token: string) => [...checkoutKeys.all, 'installments', token] as const,
};
