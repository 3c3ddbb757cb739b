import { useId, useState } from 'react';
import { Avatar, Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { CustomerListItem } from '@ponte/domain/customers';
import { formatDateBR, formatLastActivity } from '@ponte/domain/dates';
import { LabelBadges } from '../../../ui/label-badges';
import { PhoneNumber } from '../../../ui/phone-number';
import { BotSwitch } from './bot-switch';
import { SupportBadge } from './support-badge';
import { ExpandButton } from '../../../ui/expand-button';

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/** Spec 1 §3 shape: the count rides on the first item of an array. */
const countOf = (items: { count: number }[] | undefined) => Number(items?.[0]?.count ?? 0);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** One customer of the list (spec 1 §2), expandable to the bot toggle and the lists. */
export function CustomerRow({ customer }: { customer: CustomerListItem }) {
  const [expanded, setExpanded] = useState(false);
  const { search } = useLocation();
  const nameId = useId();
  const panelId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={nameId}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar color="indigo" radius="xl" aria-hidden>
            {initialOf(customer.name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text id={nameId} fw={600} truncate>
                {customer.name}
              </Text>
              <SupportBadge customer={customer} />
            </Group>
            <LabelBadges labels={customer.labels} size="xs" />
            <Text size="sm" c="dimmed">
              <PhoneNumber phone={customer.phone} />
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <ExpandButton expanded={expanded} controls={panelId} onToggle={() => setExpanded((open) => !open)} />
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`/usuarios/${customer.id}`}
            // 'Voltar para usuários' returns to this page of this search.
            state={{ list: search }}
            rightSection={<IconChevronRight size={14} />}
          >
            Ver Detalhes
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="sm">
        <Fact label="Cadastro" value={formatDateBR(customer.created_at)} />
        <Fact label="Mensagens" value={countOf(customer.messages).toLocaleString('pt-BR')} />
        <Fact label="Listas" value={countOf(customer.shopping_lists).toLocaleString('pt-BR')} />
        <Fact label="Última atividade" value={formatLastActivity(customer.last_activity)} />
      </SimpleGrid>
      {expanded && (
        <Stack id={panelId} gap="sm" mt="sm">
          <Divider />
          <BotSwitch customer={customer} />
          <Text size="sm" c="dimmed">
            As listas de compras deste usuário aparecerão aqui.
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
