import { useMutation } from '@tanstack/react-query';
import type { GeneratedMessage, TemplateType } from '@ponte/domain/ai';
import { api } from '../../../lib/api';

/** Items go as the lists API gives them: the server reads names and numbers loosely. */
export type GenerateMessageRequest = {
  template_type: TemplateType;
  customer_name: string;
  customer_phone: string;
  shopping_list_items: unknown[];
};

/** POST /api/ai/generate-message: a draft reply of the chosen kind for this customer (spec 3 §7). */
export const useGenerateMessage = () =>
  useMutation({
    mutationFn: (body: GenerateMessageRequest) => api.post<GeneratedMessage>('/ai/generate-message', body),
  });
