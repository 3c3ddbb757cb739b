import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { CustomerDetail } from '@ponte/domain/customers';
import { formatDateTimeBR, formatLastActivity } from '@ponte/domain/dates';
import { formatPhoneBR } from '@ponte/domain/phone';

function InfoCard({ title, value }: { title: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={title}>
      <Text size="sm" c="dimmed" fw={600}>
        {title}
      </Text>
      <Text fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** Spec 1 §2: the four cards (Nome, Telefone, Email, Listas) and the dates block. */
export function CustomerInfo({ detail }: { detail: CustomerDetail }) {
  const { user } = detail;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <InfoCard title="Nome" value={user.name} />
        <InfoCard title="Telefone" value={formatPhoneBR(user.phone)} />
        <InfoCard title="Email" value={user.email || user.email_woocomerce || 'Não informado'} />
        <InfoCard title="Listas" value={detail.shoppingLists.length.toLocaleString('pt-BR')} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group gap="xl">
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              Data de Cadastro
            </Text>
            <Text>{formatDateTimeBR(user.created_at)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              Última Atividade
            </Text>
            <Text>{formatLastActivity(user.last_activity)}</Text>
          </div>
        </Group>
      </Paper>
    </>
  );
}
