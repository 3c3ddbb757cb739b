import type { ReactNode } from 'react';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { listText, type ListQuoteSummary } from '@ponte/domain/lists';
import { formatBrl, formatUsd } from '@ponte/domain/money';
import { formatDecimalBR } from '@ponte/domain/dates';

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Group
      justify="space-between"
      gap="xs"
      wrap="nowrap"
      role="group"
      aria-label={typeof label === 'string' ? label : undefined}
    >
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export type ListBudgetSummaryProps = { summary: ListQuoteSummary; kgRate: number; planName: string | null };

/** Labels of a plan's fixed fees, which replace the kg fee and the free shipping. */
export const PLAN_SHIPPING_LABEL = 'Frete da assinatura';
export const PLAN_HANDLING_LABEL = 'Manuseio da assinatura';

/**
 * The server's quote (spec 2 §9 'Shopping lists screen summary'). Import tax and ICMS are estimates
 * shown for the customer's information; the total is the discounted subtotal plus the service fee,
 * or with a plan the plan's shipping and handling, each on its own line so neither is hidden.
 */
export function ListBudgetSummary({ summary: s, kgRate, planName }: ListBudgetSummaryProps) {
  const withPlan = s.plan_shipping !== null && s.plan_handling !== null;
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Resumo do orçamento" component="section">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          Resumo do orçamento
        </Text>
        <Row label="Subtotal" value={formatUsd(s.subtotal)} />
        {s.club_discount > 0 && (
          <Row
            label={`Desconto Clube (${formatDecimalBR(s.club_discount_percent, 0)}%)`}
            value={`-${formatUsd(s.club_discount)}`}
          />
        )}
        <Row label="Peso total" value={`${formatDecimalBR(s.total_kg)} kg`} />
        {withPlan ? (
          <>
            <Row label={PLAN_SHIPPING_LABEL} value={formatUsd(s.plan_shipping!)} />
            <Row label={PLAN_HANDLING_LABEL} value={formatUsd(s.plan_handling!)} />
            <Text size="xs" c="dimmed">
              Valores fixos da assinatura{planName ? ` ${planName}` : ''}, no lugar da taxa por kg
            </Text>
          </>
        ) : (
          <>
            <Row label="Taxa de serviço" value={formatUsd(s.service_fee)} />
            <Text size="xs" c="dimmed">
              {`${formatDecimalBR(s.rounded_kg, 0)} kg × ${formatUsd(kgRate)}/kg`}
            </Text>
            <Row label="Frete" value={listText.shippingFree} />
          </>
        )}
        <Row label="Imposto de importação (estimado)" value={formatUsd(s.import_tax)} />
        <Row label="ICMS (estimado)" value={formatUsd(s.icms)} />
        <Divider my={4} />
        <Row label="Total (USD)" value={formatUsd(s.total_usd)} strong />
        <Row label="Total (BRL)" value={formatBrl(s.total_brl)} strong />
      </Stack>
    </Paper>
  );
}
