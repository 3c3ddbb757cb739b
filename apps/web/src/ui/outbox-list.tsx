import { useState } from 'react';
import { Anchor, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { mailText } from '@ponte/domain/smtp';
import { downloadFile } from '../lib/download';
import { useOutbox } from '../lib/email-sources';

const PAGE_SIZE = 10;

/** The outbox: messages kept as .eml while no SMTP server is set, newest first; each can be downloaded. */
export function OutboxList() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const data = outbox.data;
  return (
    <Stack gap="xs" aria-label="Caixa de saída" component="section">
      <Title order={3} size="h5">
        Caixa de saída
      </Title>
      {data && data.total === 0 && (
        <Text size="sm" c="dimmed">
          {mailText.noOutboxMessage}
        </Text>
      )}
      {data && data.total > 0 && (
        <Table.ScrollContainer minWidth={460} aria-label="Mensagens na caixa de saída">
          <Table verticalSpacing="xs" aria-label="Mensagens na caixa de saída">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Para</Table.Th>
                <Table.Th>Assunto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.entries.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{formatDateTimeBR(m.date)}</Table.Td>
                  <Table.Td>{m.to}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => void downloadFile(`/email/outbox/${m.id}`, `${m.id}.eml`)}
                    >
                      {m.subject || '(sem assunto)'}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > PAGE_SIZE && (
        <Group justify="flex-end">
          <Pagination size="sm" total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
