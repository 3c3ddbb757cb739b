export const checkoutKeys = {
  all: ['checkout'] as const,
  session: (token: string) => [...checkoutKeys.all, 'session', token] as const,
  help: () => [...checkoutKeys.all, 'help'] as const,
  installments: (token: string) => [...checkoutKeys.all, 'installments', token] as const,
};
