import { useEffect } from 'react';
import { Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { previewTitle, segmentText, type Segment } from '@ponte/domain/segments';
import { PhoneNumber } from '../../../ui/phone-number';
import { useSegmentPreview } from '../api/get-preview';
import { CenteredLoader } from '../../../ui/load-state';

export type SegmentPreviewModalProps = { segment: Segment; onClose: () => void };

const fill = (text: string, values: Record<string, number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replace(`{${k}}`, String(v)), text);

/** 'Preview do Segmento ({total} usuários)': name, e-mail and phone, and who was left out. */
export function SegmentPreviewModal({ segment, onClose }: SegmentPreviewModalProps) {
  const preview = useSegmentPreview(segment.id);

  useEffect(() => {
    if (!preview.error) return;
    notifications.show({ color: 'red', message: segmentText.previewFailed });
    onClose();
  }, [preview.error, onClose]);

  const data = preview.data;
  return (
    <Modal opened onClose={onClose} title={data ? previewTitle(data.total) : segment.name} size="xl" centered>
      {!data ? (
        <CenteredLoader label="Carregando preview" />
      ) : (
        <Stack gap="sm">
          <Group gap="lg">
            <Text size="sm" c="dimmed">
              {fill(segmentText.excludedNoEmail, { count: data.excluded.no_email })}
            </Text>
            <Text size="sm" c="dimmed">
              {fill(segmentText.excludedUnsubscribed, { count: data.excluded.unsubscribed })}
            </Text>
          </Group>
          {data.users.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {segmentText.previewEmpty}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480} aria-label="Usuários do segmento">
              <Table striped aria-label="Usuários do segmento">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Nome</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Telefone</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.users.map((u) => (
                    <Table.Tr key={u.email}>
                      <Table.Td>{u.name || '—'}</Table.Td>
                      <Table.Td>{u.email}</Table.Td>
                      <Table.Td>
                        <PhoneNumber phone={u.phone} fallback="—" />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {data.total > data.users.length && (
            <Text size="xs" c="dimmed">
              {fill(segmentText.previewShowing, { shown: data.users.length, total: data.total })}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
