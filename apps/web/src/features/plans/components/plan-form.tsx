import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { PLAN_NAME_MAX, PlanBodySchema, type Plan, type PlanBody } from '@ponte/domain/plans';
import { useDomainForm } from '../../../lib/form';
import { InlineFormButtons } from '../../../ui/form-buttons';
import { FormRefusal } from '../../../ui/form-refusal';
import { FormSection } from '../../../ui/form-section';
import { NumberField, numberOrText } from '../../../ui/number-field';
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

/** A blank fee is none; a blank price or weight goes blank, for the schema to call it required. */
const feeOf = (value: string | number) => (value === '' ? 0 : numberOrText(value));

/** The plan body as typed (unreadable text goes as it is: the schema names the field). */
const toBody = (values: Values): PlanBody => ({
  name: values.name.trim(),
  price_monthly: numberOrText(values.price_monthly),
  max_weight_kg: numberOrText(values.max_weight_kg),
  shipping_discount: feeOf(values.shipping_discount),
  handling_discount: feeOf(values.handling_discount),
  benefits: values.benefits,
  limitations: values.limitations,
  active: values.active,
});

/** What each amount keeps: money cents, the weight grams (the schema's bounds). */
const DECIMALS = { price_monthly: 2, max_weight_kg: 3, shipping_discount: 2, handling_discount: 2 } as const;

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
  const { form, formRef, saveWith, refusal } = useDomainForm({
    initialValues: plan ? fromPlan(plan) : EMPTY,
    schema: PlanBodySchema,
    toBody,
    // Spec 2 §5 alerts the missing name, price or weight above the form.
    alertInvalid: true,
  });
  const submit = saveWith(onSubmit, failedText);

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
      {...form.getInputProps(key)}
    />
  );

  return (
    <FormSection title={title} formRef={formRef} onSubmit={submit}>
      <FormRefusal message={refusal} />
      <TextInput label="Nome" withAsterisk maxLength={PLAN_NAME_MAX} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {amountInput('price_monthly', 'Preço mensal (USD)', true)}
        {amountInput('max_weight_kg', 'Peso máximo (kg)', true)}
        {amountInput('shipping_discount', 'Taxa de frete (USD)')}
        {amountInput('handling_discount', 'Taxa de manuseio (USD)')}
      </SimpleGrid>
      <TextListInput
        label="Benefícios"
        itemLabel="Novo benefício"
        items={form.values.benefits}
        onChange={(items) => form.setFieldValue('benefits', items)}
      />
      <TextListInput
        label="Limitações"
        itemLabel="Nova limitação"
        items={form.values.limitations}
        onChange={(items) => form.setFieldValue('limitations', items)}
      />
      <Checkbox label="Ativo" {...form.getInputProps('active', { type: 'checkbox' })} />
      <InlineFormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </FormSection>
  );
}
