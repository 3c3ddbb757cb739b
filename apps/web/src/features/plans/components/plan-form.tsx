import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { PLAN_NAME_MAX, planText, type Plan, type PlanBody } from '@ponte/domain/plans';
import { TextListInput } from './text-list-input';

type Values = {
  name: string;
  price_monthly: string;
  max_weight_kg: string;
  shipping_discount: string;
  handling_discount: string;
  benefits: string[];
  limitations: string[];
  active: boolean;
};

const EMPTY: Values = {
  name: '',
  price_monthly: '',
  max_weight_kg: '',
  shipping_discount: '',
  handling_discount: '',
  benefits: [],
  limitations: [],
  active: true,
};

const fromPlan = (plan: Plan): Values => ({
  name: plan.name,
  price_monthly: String(plan.price_monthly),
  max_weight_kg: String(plan.max_weight_kg),
  shipping_discount: String(plan.shipping_discount),
  handling_discount: String(plan.handling_discount),
  benefits: plan.benefits,
  limitations: plan.limitations,
  active: plan.active,
});

/** The plan body, or the message to alert when the form breaks a rule of spec 2 §5. */
function toBody(values: Values): { body: PlanBody } | { error: string } {
  const price = Number(values.price_monthly);
  const weight = Number(values.max_weight_kg);
  const shipping = Number(values.shipping_discount);
  const handling = Number(values.handling_discount);
  const numbers = [price, weight, shipping, handling];
  if (numbers.some((n) => Number.isFinite(n) && n < 0)) return { error: planText.negative };
  if (!values.name.trim() || !Number.isFinite(price) || !Number.isFinite(weight) || price === 0 || weight === 0) {
    return { error: planText.required };
  }
  if (!Number.isFinite(shipping) || !Number.isFinite(handling)) return { error: planText.invalidNumber };
  return {
    body: {
      name: values.name.trim(),
      price_monthly: price,
      max_weight_kg: weight,
      shipping_discount: shipping,
      handling_discount: handling,
      benefits: values.benefits,
      limitations: values.limitations,
      active: values.active,
    },
  };
}

export type PlanFormProps = {
  /** The plan being edited; without it the form creates one. */
  plan?: Plan;
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: PlanBody) => void;
  onCancel: () => void;
};

/** Create and inline-edit form of a subscription plan; checks the required fields before any call. */
export function PlanForm({ plan, title, submitLabel, pending, onSubmit, onCancel }: PlanFormProps) {
  const [values, setValues] = useState<Values>(() => (plan ? fromPlan(plan) : EMPTY));
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toBody(values);
    if ('error' in result) {
      window.alert(result.error);
      return;
    }
    onSubmit(result.body);
  };

  const amountInput = (
    key: 'price_monthly' | 'shipping_discount' | 'handling_discount' | 'max_weight_kg',
    label: string,
    step: string,
    required = false,
  ) => (
    <TextInput
      label={label}
      type="number"
      step={step}
      min={0}
      inputMode="decimal"
      withAsterisk={required}
      value={values[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <TextInput
          label="Nome"
          withAsterisk
          maxLength={PLAN_NAME_MAX}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {amountInput('price_monthly', 'Preço mensal (USD)', '0.01', true)}
          {amountInput('max_weight_kg', 'Peso máximo (kg)', '0.1', true)}
          {amountInput('shipping_discount', 'Taxa de frete (USD)', '0.01')}
          {amountInput('handling_discount', 'Taxa de manuseio (USD)', '0.01')}
        </SimpleGrid>
        <TextListInput
          label="Benefícios"
          itemLabel="Novo benefício"
          items={values.benefits}
          onChange={(items) => set('benefits', items)}
        />
        <TextListInput
          label="Limitações"
          itemLabel="Nova limitação"
          items={values.limitations}
          onChange={(items) => set('limitations', items)}
        />
        <Checkbox label="Ativo" checked={values.active} onChange={(e) => set('active', e.currentTarget.checked)} />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
