import { useMutation } from '@tanstack/react-query';
import type { ChatMessage } from '@ponte/domain/conversations';
import { api, toQuery } from '../../../lib/api';

export type SendAttachmentInput = { customerId: number; file: File; caption: string };

/** POST /api/customers/{id}/attachments: the file is the body; its name and caption go in the address. */
export const useSendAttachment = () =>
  useMutation({
    mutationFn: ({ customerId, file, caption }: SendAttachmentInput) =>
      api.upload<ChatMessage>(
        `/customers/${customerId}/attachments${toQuery({ file_name: file.name, caption: caption || undefined })}`,
        file,
      ),
  });
