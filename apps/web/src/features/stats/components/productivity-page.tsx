import { useState } from 'react';
import { EmptyState, Group, Paper, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconActivity, IconClock, IconClockHour4, IconUsers } from '@tabler/icons-react';
import { formatDateTimeBR, formatDecimalBR } from '@ponte/domain/dates';
import { activityActionLabels, activityEntityLabels, statsText } from '@ponte/domain/stats';
import { StatCardGrid } from '../../../ui/stat-card';
import { useProductivity } from '../api/get-productivity';
import { StatsScreen, useStatsScreen } from './stats-screen';
import { StatsPanel } from './stats-panel';

const hours = (n: number) => `${formatDecimalBR(n)}h`;

/** /estatisticas-produtividade (admin): cards, the hours ranking and the latest activities. */
export function ProductivityPage() {
  // Sign-ins are most of a day's entries: hidden unless asked for, by the server (issue 29).
  const [signIns, setSignIns] = useState(false);
  const screen = useStatsScreen(useProductivity, { extra: signIns ? { sign_ins: 'true' } : {} });
  const { data, show } = screen;

  return (
    <StatsScreen
      title="Estatísticas de Produtividade"
      description="Horas e atividades da equipe no período (padrão: últimos 30 dias)"
      screen={screen}
      csv="productivity"
    >
      <StatCardGrid
        cols={{ base: 1, xs: 2, lg: 4 }}
        cards={[
          { title: 'Total de Horas', value: show((s) => hours(s.totalHours)), icon: <IconClock size={22} /> },
          {
            title: 'Colaboradores Ativos',
            value: show((s) => String(s.activeCollaborators)),
            icon: <IconUsers size={22} />,
            color: 'violet',
          },
          {
            title: 'Média por Colaborador',
            value: show((s) => hours(s.avgHoursPerCollaborator)),
            icon: <IconClockHour4 size={22} />,
            color: 'green',
          },
          {
            title: 'Atividades',
            value: show((s) => s.totalActivities.toLocaleString('pt-BR')),
            icon: <IconActivity size={22} />,
            color: 'orange',
            hint: signIns ? 'Com entradas e saídas' : 'Sem entradas e saídas',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StatsPanel title="Ranking de Horas">
          {data && data.hoursRanking.length > 0 ? (
            <Table striped verticalSpacing="xs" aria-label="Ranking de horas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th ta="right">Dias</Table.Th>
                  <Table.Th ta="right">Horas</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.hoursRanking.map((r, i) => (
                  <Table.Tr key={r.user_id}>
                    <Table.Td>{i + 1}º</Table.Td>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td ta="right">{r.days_worked}</Table.Td>
                    <Table.Td ta="right">{hours(r.hours)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : data ? (
            <EmptyState icon={<IconClock size={28} />} withIndicatorBackground title={statsText.noData} py="md" />
          ) : null}
        </StatsPanel>
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={2} size="h4">
              Atividades Recentes
            </Title>
            <Switch
              label="Mostrar entradas e saídas"
              checked={signIns}
              onChange={(e) => setSignIns(e.currentTarget.checked)}
            />
          </Group>
          {data && data.recentActivities.length > 0 ? (
            <Stack gap="xs" aria-label="Atividades recentes">
              {data.recentActivities.map((a) => (
                <Group key={a.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">
                    <b>{a.user_name ?? 'Sistema'}</b> {activityActionLabels[a.action]}
                    {a.action === 'login' || a.action === 'logout'
                      ? ''
                      : ` ${activityEntityLabels[a.entity_type]}${a.entity_id ? ` #${a.entity_id}` : ''}`}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTimeBR(a.created_at)}
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : data ? (
            <EmptyState
              icon={<IconActivity size={28} />}
              withIndicatorBackground
              title={statsText.noActivity}
              py="md"
            />
          ) : null}
        </Paper>
      </SimpleGrid>
    </StatsScreen>
  );
}
