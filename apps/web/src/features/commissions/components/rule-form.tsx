import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import {
  CommissionRuleBodySchema,
  commissionText,
  RULE_NAME_MAX,
  type CommissionRule,
  type CommissionRuleBody,
} from '@ponte/domain/commissions';
import { showServerErrors, validateBody } from '../../../lib/form';
import { DateField } from '../../../ui/date-field';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { useCreateRule } from '../api/create-rule';
import { useUpdateRule } from '../api/update-rule';
import { FormSection } from '../../../ui/form-section';

type Values = {
  name: string;
  min_value: string | number;
  max_value: string | number;
  percentage: string | number;
  starts_on: string;
  ends_on: string;
};

const EMPTY: Values = { name: '', min_value: '', max_value: '', percentage: '', starts_on: '', ends_on: '' };

const fromRule = (rule: CommissionRule): Values => ({
  name: rule.name,
  min_value: rule.min_value,
  max_value: rule.max_value ?? '',
  percentage: rule.percentage,
  starts_on: rule.starts_on ?? '',
  ends_on: rule.ends_on ?? '',
});

const blank = (value: string | number) => typeof value === 'string' && value.trim() === '';

const toBody = (values: Values): CommissionRuleBody => ({
  name: values.name.trim(),
  min_value: numberOrText(values.min_value),
  // Spec 2 §5: an empty maximum becomes unlimited.
  max_value: blank(values.max_value) ? null : numberOrText(values.max_value),
  percentage: numberOrText(values.percentage),
  starts_on: values.starts_on || null,
  ends_on: values.ends_on || null,
});

export type RuleFormProps = {
  /** The rule being edited; without it the form adds one ('Nova Regra'). */
  rule?: CommissionRule;
  /** After a saved edit (the edit form closes). */
  onSaved?: () => void;
  onCancel?: () => void;
};

/**
 * 'Nova Regra' of /configuracao-comissoes, and the same form editing a rule: the domain schema
 * the server uses checks the body first and puts its messages under the fields; a refusal's
 * details land there too. Optional days make it a campaign rule (issue 28).
 */
export function RuleForm({ rule, onSaved, onCancel }: RuleFormProps) {
  const create = useCreateRule();
  const update = useUpdateRule();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: rule ? fromRule(rule) : EMPTY,
    validate: validateBody(CommissionRuleBodySchema, toBody),
  });
  const [done, failed] = rule
    ? [commissionText.updated, commissionText.updateFailed]
    : [commissionText.created, commissionText.createFailed];

  const callbacks = {
    onSuccess: () => {
      if (!rule) form.reset();
      notifications.show({ color: 'green', message: done });
      onSaved?.();
    },
    onError: (err: Error) => {
      const reason = showServerErrors(form, err);
      notifications.show({ color: 'red', message: reason ? `${failed}: ${reason}` : failed });
    },
  };
  const submit = form.onSubmit((values) =>
    rule
      ? update.mutate({ id: rule.id, changes: toBody(values) }, callbacks)
      : create.mutate(toBody(values), callbacks),
  );

  const amount = (key: 'min_value' | 'max_value' | 'percentage', label: string, extra: object = {}) => (
    <NumberField label={label} decimals={2} fixed={key !== 'percentage'} {...extra} {...form.getInputProps(key)} />
  );
  const title = rule ? `${commissionText.edit}: ${rule.name}` : 'Nova Regra';

  return (
    <FormSection title={title} onSubmit={submit}>
      <TextInput label="Nome" withAsterisk maxLength={RULE_NAME_MAX} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {amount('min_value', 'Valor Mínimo (US$)', { withAsterisk: true })}
        {amount('max_value', 'Valor Máximo (US$)', { placeholder: 'Sem limite' })}
        {amount('percentage', 'Porcentagem (%)', { withAsterisk: true, unit: '%' })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField
          label="Início da campanha (opcional)"
          clearable
          value={form.values.starts_on}
          error={form.errors.starts_on}
          onChange={(day) => form.setFieldValue('starts_on', day)}
        />
        <DateField
          label="Fim da campanha (opcional)"
          clearable
          value={form.values.ends_on}
          error={form.errors.ends_on}
          onChange={(day) => form.setFieldValue('ends_on', day)}
        />
      </SimpleGrid>
      <Group gap="sm">
        <Button
          type="submit"
          loading={rule ? update.isPending : create.isPending}
          leftSection={rule ? <IconDeviceFloppy size={16} /> : <IconPlus size={16} />}
        >
          {rule ? 'Salvar' : 'Adicionar Regra'}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </Group>
    </FormSection>
  );
}
