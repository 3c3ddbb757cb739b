import { Badge, EmptyState, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { csatText } from '@ponte/domain/csat';
import { formatDateTimeBR, formatDecimalBR } from '@ponte/domain/dates';
import { errorText } from '../../../lib/api';
import { StatCardGrid } from '../../../ui/stat-card';
import { useCsatStatistics } from '../api/get-csat';
import type { StatsQueryInput } from '../api/query-keys';
import { StatsPanel } from './stats-panel';

const average = (value: number | null) => (value === null ? '—' : formatDecimalBR(value, 1));
const percent = (value: number | null) => (value === null ? '—' : `${formatDecimalBR(value, 1)}%`);
const ratingColor = (rating: number) => (rating >= 4 ? 'green' : rating === 3 ? 'yellow' : 'red');

/** 'Satisfação (CSAT)' of the period (issue 32): the figures, each attendant's, and the comments. */
export function CsatPanel({ period }: { period: StatsQueryInput }) {
  const csat = useCsatStatistics(period);
  const data = csat.data;
  return (
    <StatsPanel title={csatText.statsTitle}>
      {csat.error ? (
        <Text c="red.8" role="alert">
          {errorText(csat.error, csatText.noResponses)}
        </Text>
      ) : !data ? null : data.overall.responses === 0 ? (
        <EmptyState icon={<IconMoodSmile size={28} />} withIndicatorBackground title={csatText.noResponses} py="lg" />
      ) : (
        <Stack gap="md">
          <StatCardGrid
            cols={{ base: 1, xs: 3 }}
            cards={[
              { title: csatText.average, value: average(data.overall.average), icon: <IconMoodSmile size={22} /> },
              {
                title: csatText.satisfied,
                value: percent(data.overall.satisfied_percent),
                color: 'green',
                icon: <IconMoodSmile size={22} />,
              },
              {
                title: csatText.responses,
                value: data.overall.responses.toLocaleString('pt-BR'),
                hint: `${csatText.asked}: ${data.overall.asked.toLocaleString('pt-BR')}`,
                color: 'indigo',
                icon: <IconMoodSmile size={22} />,
              },
            ]}
          />
          <Table.ScrollContainer minWidth={520} aria-label={`${csatText.statsTitle} por atendente`}>
            <Table striped verticalSpacing="xs" aria-label={`${csatText.statsTitle} por atendente`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{csatText.attendant}</Table.Th>
                  <Table.Th ta="right">{csatText.asked}</Table.Th>
                  <Table.Th ta="right">{csatText.responses}</Table.Th>
                  <Table.Th ta="right">{csatText.average}</Table.Th>
                  <Table.Th ta="right">{csatText.satisfied}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.staff.map((s) => (
                  <Table.Tr key={s.staff_id ?? 'none'}>
                    <Table.Td>{s.staff_name}</Table.Td>
                    <Table.Td ta="right">{s.asked.toLocaleString('pt-BR')}</Table.Td>
                    <Table.Td ta="right">{s.responses.toLocaleString('pt-BR')}</Table.Td>
                    <Table.Td ta="right">{average(s.average)}</Table.Td>
                    <Table.Td ta="right">{percent(s.satisfied_percent)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <div>
            <Title order={3} size="h5" mb="xs">
              {csatText.commentsTitle}
            </Title>
            {data.comments.length === 0 ? (
              <Text size="sm" c="dimmed">
                {csatText.noComments}
              </Text>
            ) : (
              <Stack
                gap="xs"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={csatText.commentsTitle}
              >
                {data.comments.map((c) => (
                  <Paper key={`${c.customer_id}-${c.answered_at}`} withBorder p="xs" radius="sm" component="li">
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Badge color={ratingColor(c.rating)} variant="light">
                        {c.rating}
                      </Badge>
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {c.comment}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {c.customer_name} · {c.staff_name ?? '—'} · {formatDateTimeBR(c.answered_at)}
                        </Text>
                      </div>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </div>
        </Stack>
      )}
    </StatsPanel>
  );
}
