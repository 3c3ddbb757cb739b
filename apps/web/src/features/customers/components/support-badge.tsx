import { Badge } from '@mantine/core';
import { supportBadge } from '@ponte/domain/customers';

type SupportState = Parameters<typeof supportBadge>[0];

const badgeColors = {
  'FORA DE ATENDIMENTO': 'gray',
  'EM ATENDIMENTO': 'green',
  'AGUARDANDO ATENDIMENTO': 'orange',
} as const satisfies Record<ReturnType<typeof supportBadge>, string>;

/** Spec 1 §4 'Customer support badge'. */
export function SupportBadge({ customer }: { customer: SupportState }) {
  const label = supportBadge(customer);
  return (
    <Badge color={badgeColors[label]} variant="light">
      {label}
    </Badge>
  );
}
