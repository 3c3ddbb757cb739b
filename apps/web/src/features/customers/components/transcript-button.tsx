import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { transcriptText, type TranscriptFormat } from '@ponte/domain/conversation-texts';
import { errorText } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth-storage';
import { useExportTranscript } from '../api/export-transcript';

/**
 * Issue 32: 'Exportar conversa' as text or PDF, for admins and supervisors (it holds the
 * customer's personal data; the server logs each export).
 */
export function TranscriptButton({ customerId }: { customerId: number }) {
  const role = useStoredUser()?.role;
  const exportTranscript = useExportTranscript();
  if (role !== 'admin' && role !== 'operador') return null;
  const download = (format: TranscriptFormat) =>
    exportTranscript.mutate(
      { customerId, format },
      { onError: (err) => notifications.show({ color: 'red', message: errorText(err, transcriptText.failed) }) },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          loading={exportTranscript.isPending}
        >
          {transcriptText.button}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileText size={14} />} onClick={() => download('txt')}>
          {transcriptText.txt}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={14} />} onClick={() => download('pdf')}>
          {transcriptText.pdf}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
