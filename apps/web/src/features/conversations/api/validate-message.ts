import { useMutation } from '@tanstack/react-query';
import type { AiValidation } from '@ponte/domain/ai';
import { api } from '../../../lib/api';

/** POST /api/ai/validate-message: the AI check of a manual reply before it is sent. */
export const useValidateMessage = () =>
  useMutation({ mutationFn: (message: string) => api.post<AiValidation>('/ai/validate-message', { message }) });
