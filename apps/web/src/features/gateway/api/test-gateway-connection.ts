import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ConnectionTestResult = { state: string; message: string };

/** POST /api/evolution/test: asks the gateway for the saved instance's connection state. */
export const useTestGatewayConnection = () =>
  useMutation({ mutationFn: () => api.post<ConnectionTestResult>('/evolution/test') });
