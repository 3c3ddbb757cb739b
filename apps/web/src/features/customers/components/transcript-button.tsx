import { Menu } from '@mantine/core';
import { IconDownload, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { transcriptText, type TranscriptFormat } from '@ponte/domain/conversation-texts';
import { useStoredUser } from '../../../lib/auth-storage';
import { toastFailure } from '../../../lib/toast-outcome';
import { useExportTranscript } from '../api/export-transcript';
import { ExportMenu } from './export-menu';

/**
 * Issue 32: 'Exportar conversa' as text or PDF, for admins and supervisors (it holds the
 * customer's personal data; the server logs each export).
 */
export function TranscriptButton({ customerId }: { customerId: number }) {
  const role = useStoredUser()?.role;
  const exportTranscript = useExportTranscript();
  if (role !== 'admin' && role !== 'operador') return null;
  const download = (format: TranscriptFormat) =>
    exportTranscript.mutate({ customerId, format }, toastFailure(transcriptText.failed));
  return (
    <ExportMenu label={transcriptText.button} icon={<IconDownload size={14} />} loading={exportTranscript.isPending}>
      <Menu.Item leftSection={<IconFileText size={14} />} onClick={() => download('txt')}>
        {transcriptText.txt}
      </Menu.Item>
      <Menu.Item leftSection={<IconFileTypePdf size={14} />} onClick={() => download('pdf')}>
        {transcriptText.pdf}
      </Menu.Item>
    </ExportMenu>
  );
}
