import { useMutation } from '@tanstack/react-query';
import type { TranscriptFormat } from '@ponte/domain/conversation-texts';
import { downloadFile } from '../../../lib/download';

/** GET /api/customers/{id}/transcript: the whole conversation as a text or PDF download. */
export const useExportTranscript = () =>
  useMutation({
    mutationFn: ({ customerId, format }: { customerId: number; format: TranscriptFormat }) =>
      downloadFile(`/customers/${customerId}/transcript?formato=${format}`, `conversa.${format}`),
  });
