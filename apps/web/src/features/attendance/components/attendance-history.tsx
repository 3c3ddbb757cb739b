import { useState } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconFilterX } from '@tabler/icons-react';
import { PeriodFields } from '../../../ui/period-fields';
import { useAttendanceHistory } from '../api/get-history';
import { AttendanceHistoryTable } from './attendance-history-table';
import { AttendanceSummaryCards } from './attendance-summary-cards';
import { CenteredLoader } from '../../../ui/load-state';

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
          <PeriodFields
            period={{ start_date: start, end_date: end }}
            errors={{}}
            onChange={(key, day) => (key === 'start_date' ? setStart(day) : setEnd(day))}
            width={null}
          />
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
          <CenteredLoader label="Carregando histórico" py="lg" />
        ) : (
          <AttendanceHistoryTable records={records} />
        )}
      </Paper>
    </Stack>
  );
}
