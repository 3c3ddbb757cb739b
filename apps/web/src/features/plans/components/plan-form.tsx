import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { tooPreciseText } from '@ponte/domain/decimal-schema';
import { fitsDecimals, readTypedNumber } from '@ponte/domain/money';
import { PLAN_NAME_MAX, planText, type Plan, type PlanBody } from '@ponte/domain/plans';
import { ApiError, errorText } from '../../../lib/api';
import { FormRefusal } from '../../../ui/form-refusal';
import { NumberField } from '../../../ui/number-field';
import { TextListInput } from './text-list-input';

type Values = {
  name: string;
  price_monthly: string | number;
  max_weight_kg: string | number;
  shipping_discount: string | number;
  handling_discount: string | number;
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
  price_monthly: plan.price_monthly,
  max_weight_kg: plan.max_weight_kg,
  shipping_discount: plan.shipping_discount,
  handling_discount: plan.handling_discount,
  benefits: plan.benefits,
  limitations: plan.limitations,
  active: plan.active,
});

type FieldErrors = Partial<Record<keyof Values, string>>;
type Refusal = { error: string; fields: FieldErrors };

/** What each field says under it; the form's alert keeps the spec's own sentence. */
const fieldText = {
  name: 'Informe o nome',
  positive: 'Informe um valor maior que zero',
} as const;

const AMOUNTS = ['price_monthly', 'max_weight_kg', 'shipping_discount', 'handling_discount'] as const;
/** What each amount keeps: money cents, the weight grams (the schema's bounds). */
const DECIMALS = { price_monthly: 2, max_weight_kg: 3, shipping_discount: 2, handling_discount: 2 } as const;

/** The plan body, or the message to alert and the fields at fault when the form breaks a rule of spec 2 §5. */
function toBody(values: Values): { body: PlanBody } | Refusal {
  // As a Brazilian types them: '2,50' is two dollars fifty, '1.234,56' a thousand and more.
  const number = (key: (typeof AMOUNTS)[number]) => {
    const value = values[key];
    if (typeof value === 'number') return value;
    // Blank is zero: a missing fee is none, a missing price or weight is refused as zero.
    return value.trim() === '' ? 0 : (readTypedNumber(value) ?? NaN);
  };
  const negative = AMOUNTS.filter((key) => Number.isFinite(number(key)) && number(key) < 0);
  if (negative.length > 0) {
    return { error: planText.negative, fields: Object.fromEntries(negative.map((key) => [key, planText.negative])) };
  }
  const fields: FieldErrors = {};
  if (!values.name.trim()) fields.name = fieldText.name;
  for (const key of ['price_monthly', 'max_weight_kg'] as const) {
    if (!Number.isFinite(number(key)) || number(key) === 0) fields[key] = fieldText.positive;
  }
  if (Object.keys(fields).length > 0) return { error: planText.required, fields };
  for (const key of ['shipping_discount', 'handling_discount'] as const) {
    if (!Number.isFinite(number(key))) fields[key] = planText.invalidNumber;
  }
  if (Object.keys(fields).length > 0) return { error: planText.invalidNumber, fields };
  const tooPrecise = AMOUNTS.filter((key) => !fitsDecimals(number(key), DECIMALS[key]));
  if (tooPrecise.length > 0)
    return {
      error: tooPreciseText(DECIMALS[tooPrecise[0]!]),
      fields: Object.fromEntries(tooPrecise.map((key) => [key, tooPreciseText(DECIMALS[key])])),
    };
  return {
    body: {
      name: values.name.trim(),
      price_monthly: number('price_monthly'),
      max_weight_kg: number('max_weight_kg'),
      shipping_discount: number('shipping_discount'),
      handling_discount: number('handling_discount'),
      benefits: values.benefits,
      limitations: values.limitations,
      active: values.active,
    },
  };
}

/** A refused call: the server's message (or the screen's fallback) and its `details` on the fields. */
function refusalOf(err: unknown, fallback: string): Refusal {
  const details = err instanceof ApiError ? err.details : {};
  const fields = Object.fromEntries(Object.entries(details).filter(([key]) => key in EMPTY)) as FieldErrors;
  return { error: errorText(err, fallback), fields };
}

export type PlanFormProps = {
  /** The plan being edited; without it the form creates one. */
  plan?: Plan;
  title: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves once saved; a rejection is the server's refusal, shown in the form. */
  onSubmit: (body: PlanBody) => Promise<unknown>;
  /** Spec 2 §8: what the alert says when the server gives no reason. */
  failedText: string;
  onCancel: () => void;
};

/** Create and inline-edit form of a subscription plan; checks the required fields before any call. */
export function PlanForm({ plan, title, submitLabel, pending, onSubmit, failedText, onCancel }: PlanFormProps) {
  const [values, setValues] = useState<Values>(() => (plan ? fromPlan(plan) : EMPTY));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Counts refused attempts: after each, the first field at fault takes the focus.
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  // A verdict answers the last attempt: it goes as soon as anything changes.
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setRefusal(null);
    setValues((v) => ({ ...v, [key]: value }));
  };

  const refuse = (next: Refusal) => {
    setRefusal(next);
    setAttempt((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toBody(values);
    if ('error' in result) {
      refuse(result);
      return;
    }
    setRefusal(null);
    onSubmit(result.body).catch((err: unknown) => refuse(refusalOf(err, failedText)));
  };
  const fieldError = (key: keyof Values) => refusal?.fields[key];

  const amountInput = (
    key: 'price_monthly' | 'shipping_discount' | 'handling_discount' | 'max_weight_kg',
    label: string,
    required = false,
  ) => (
    <NumberField
      label={label}
      decimals={DECIMALS[key]}
      fixed={key !== 'max_weight_kg'}
      unit={key === 'max_weight_kg' ? 'kg' : undefined}
      withAsterisk={required}
      error={fieldError(key)}
      value={values[key]}
      onChange={(text) => set(key, text)}
    />
  );

  return (
    <Paper component="form" ref={formRef} onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <FormRefusal message={refusal?.error ?? ''} />
        <TextInput
          label="Nome"
          withAsterisk
          error={fieldError('name')}
          maxLength={PLAN_NAME_MAX}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {amountInput('price_monthly', 'Preço mensal (USD)', true)}
          {amountInput('max_weight_kg', 'Peso máximo (kg)', true)}
          {amountInput('shipping_discount', 'Taxa de frete (USD)')}
          {amountInput('handling_discount', 'Taxa de manuseio (USD)')}
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
