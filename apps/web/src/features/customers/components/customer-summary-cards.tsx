import { IconListCheck, IconMessageCircle, IconUsers } from '@tabler/icons-react';
import type { CustomerListResponse } from '@ponte/domain/customers';
import { StatCardGrid } from '../../../ui/stat-card';

const count = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('pt-BR'));

/** Spec 1 §2: totals over every customer, not just the page on screen. */
export function CustomerSummaryCards({ summary }: { summary: CustomerListResponse['summary'] | undefined }) {
  return (
    <StatCardGrid
      cols={{ base: 1, xs: 3 }}
      cards={[
        {
          title: 'Total de Usuários',
          value: count(summary?.total),
          icon: <IconUsers size={22} />,
          hint: 'Clientes cadastrados',
        },
        {
          title: 'Usuários Ativos',
          value: count(summary?.active),
          icon: <IconMessageCircle size={22} />,
          color: 'teal',
          hint: 'Com pelo menos uma mensagem',
        },
        {
          title: 'Com Listas',
          value: count(summary?.withLists),
          icon: <IconListCheck size={22} />,
          color: 'grape',
          hint: 'Com pelo menos uma lista',
        },
      ]}
    />
  );
}
