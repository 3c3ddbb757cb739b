export const gatewayKeys = {
  all: ['gateway'] as const,
  settings: () => [...gatewayKeys.all, 'settings'] as const,
  logs: () => [...gatewayKeys.all, 'logs'] as const,
};
