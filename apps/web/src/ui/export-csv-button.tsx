import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorText } from '../lib/api';

export type ExportCsvButtonProps<T> = {
  /** The download, asked with `input`. */
  exportCsv: Pick<UseMutationResult<void, Error, T>, 'mutate' | 'isPending'>;
  /** What the screen shows: the period and filters the CSV is for. */
  input: T;
  /** The notification's words when the download fails; the server's reason follows them. */
  failed: string;
};

/** 'Exportar CSV' in a report's header; a failure is said in a red notification. */
export function ExportCsvButton<T>({ exportCsv, input, failed }: ExportCsvButtonProps<T>) {
  const download = () =>
    exportCsv.mutate(input, {
      onError: (err) => {
        const reason = errorText(err, '');
        notifications.show({ color: 'red', message: reason ? `${failed}: ${reason}` : failed });
      },
    });
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={exportCsv.isPending} onClick={download}>
      Exportar CSV
    </Button>
  );
}
