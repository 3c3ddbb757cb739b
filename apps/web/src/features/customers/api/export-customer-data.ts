import { useMutation } from '@tanstack/react-query';
import { privacyExportFileName, type PrivacyExportFormat } from '@ponte/domain/privacy';
import { downloadFile } from '../../../lib/download';

/** Issue 33: the customer's data under LGPD, as JSON or a printable HTML page (admins). */
export const useExportCustomerData = () =>
  useMutation({
    mutationFn: ({ customerId, format }: { customerId: number; format: PrivacyExportFormat }) =>
      downloadFile(
        `/customers/${customerId}/data-export?formato=${format}`,
        privacyExportFileName(customerId, new Date().toISOString().slice(0, 10), format),
      ),
  });
