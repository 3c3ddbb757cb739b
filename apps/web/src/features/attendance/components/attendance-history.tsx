import { useState } from 'react';
import { Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconFilterX } from '@tabler/icons-react';
import { DateField } from '../../../ui/date-field';
import { useAttendanceHistory } from '../api/get-history';
import { AttendanceHistoryTable } from './attendance-history-table';
import { AttendanceSummaryCards } from './attendance-summary-cards';

/** Dashboard block of spec 1: attendance statistics, period filter and 'Histórico de Expediente'. */
export function AttendanceHistory() {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const history = useAttendanceHistory({ start, end });
  // Spec 1 §8: other failed loads are only logged, so a failure reads as no records.
  const records = history.data ?? [];

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Controle de Expediente
      </Title>
      <AttendanceSummaryCards records={records} />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="md">
          <DateField label="Data Início" value={start} max={end} onChange={setStart} clearable />
          <DateField label="Data Fim" value={end} min={start} onChange={setEnd} clearable />
          <Button
            variant="default"
            leftSection={<IconFilterX size={16} />}
            onClick={() => {
              setStart('');
              setEnd('');
            }}
          >
            Limpar Filtros
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h4" mb="sm">
          Histórico de Expediente
        </Title>
        {history.isPending ? (
          <Center py="lg">
            <Loader size="sm" aria-label="Carregando histórico" />
          </Center>
        ) : (
          <AttendanceHistoryTable records={records} />
        )}
      </Paper>
    </Stack>
  );
}
