import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatUsd } from '@ponte/domain/money';
import { planStatusLabel, type Plan } from '@ponte/domain/plans';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

const weight = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export type PlanCardProps = {
  plan: Plan;
  onEdit: (plan: Plan) => void;
  onDelete: (plan: Plan) => void;
  deleting?: boolean;
};

function TextList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {title}
      </Text>
      <List size="sm" spacing={2} aria-label={title}>
        {items.map((item, index) => (
          <List.Item key={`${index}-${item}`}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}

/** A plan in view mode: price, limits, fees, status and its lists. */
export function PlanCard({ plan, onEdit, onDelete, deleting = false }: PlanCardProps) {
  return (
    <Paper component="article" withBorder radius="md" p="lg" aria-label={plan.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4">
              {plan.name}
            </Title>
            <Text size="xl" fw={700}>
              {formatUsd(plan.price_monthly)}
              <Text span size="sm" c="dimmed" fw={400}>
                /mês
              </Text>
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <Badge color={plan.active ? 'green' : 'gray'} variant="light">
              {planStatusLabel(plan.active)}
            </Badge>
            <EditAction label={`Editar ${plan.name}`} onClick={() => onEdit(plan)} />
            <DeleteAction label={`Excluir ${plan.name}`} loading={deleting} onClick={() => onDelete(plan)} />
          </Group>
        </Group>
        <Stack gap={2}>
          <Text size="sm">Peso máximo: {weight.format(plan.max_weight_kg)} kg</Text>
          <Text size="sm">Taxa de frete: {formatUsd(plan.shipping_discount)}</Text>
          <Text size="sm">Taxa de manuseio: {formatUsd(plan.handling_discount)}</Text>
        </Stack>
        <TextList title="Benefícios" items={plan.benefits} />
        <TextList title="Limitações" items={plan.limitations} />
      </Stack>
    </Paper>
  );
}
