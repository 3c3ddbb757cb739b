import { Select } from '@mantine/core';
import { formatUsd } from '@ponte/domain/money';
import { useActivePlans } from '../api/get-active-plans';

export type PlanSelectProps = { onApply: (planId: number) => void; applying: boolean };

/** Applies one of the active plans to a list that has none; the plan's fixed fees then price the service. */
export function PlanSelect({ onApply, applying }: PlanSelectProps) {
  const plans = useActivePlans();
  const data = (plans.data ?? []).map((plan) => ({
    value: String(plan.id),
    label: `${plan.name} (${formatUsd(plan.price_monthly)}/mês)`,
  }));
  return (
    <Select
      label="Aplicar assinatura"
      placeholder={plans.isError ? 'Assinaturas indisponíveis' : 'Escolha um plano'}
      data={data}
      value={null}
      disabled={applying || plans.isError}
      onChange={(value) => value && onApply(Number(value))}
      size="xs"
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
