import { useMutation } from '@tanstack/react-query';
import type { ChatMessage } from '@ponte/domain/conversations';
import { api, toQuery } from '../../../lib/api';

export type SendAttachmentInput = { customerId: number; file: File; caption: string; quotedId?: number };

/** POST /api/customers/{id}/attachments: the file is the body; its name and caption go in the address. */
export const useSendAttachment = () =>
  useMutation({
    mutationFn: ({ customerId, file, caption, quotedId }: SendAttachmentInput) =>
      api.upload<ChatMessage>(
        `/customers/${customerId}/attachments${toQuery({
          file_name: file.name,
          caption: caption || undefined,
          quoted_id: quotedId?.toString(),
        })}`,
        file,
      ),
  });
