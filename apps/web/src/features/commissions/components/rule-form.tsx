import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import {
  CommissionRuleBodySchema,
  commissionText,
  RULE_NAME_MAX,
  type CommissionRule,
  type CommissionRuleBody,
} from '@ponte/domain/commissions';
import { useDomainForm } from '../../../lib/form';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { PeriodFields } from '../../../ui/period-fields';
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
  const { form, formRef, onSubmit, refuseWith } = useDomainForm({
    initialValues: rule ? fromRule(rule) : EMPTY,
    schema: CommissionRuleBodySchema,
    toBody,
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
    // The server's reason goes in the notification, its details under their fields.
    onError: (err: Error) =>
      notifications.show({ color: 'red', message: refuseWith(err, failed, (reason) => `${failed}: ${reason}`) }),
  };
  const submit = onSubmit((body) =>
    rule ? update.mutate({ id: rule.id, changes: body }, callbacks) : create.mutate(body, callbacks),
  );

  const amount = (key: 'min_value' | 'max_value' | 'percentage', label: string, extra: object = {}) => (
    <NumberField label={label} decimals={2} fixed={key !== 'percentage'} {...extra} {...form.getInputProps(key)} />
  );
  const title = rule ? `${commissionText.edit}: ${rule.name}` : 'Nova Regra';

  return (
    <FormSection title={title} formRef={formRef} onSubmit={submit}>
      <TextInput label="Nome" withAsterisk maxLength={RULE_NAME_MAX} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {amount('min_value', 'Valor Mínimo (US$)', { withAsterisk: true })}
        {amount('max_value', 'Valor Máximo (US$)', { placeholder: 'Sem limite' })}
        {amount('percentage', 'Porcentagem (%)', { withAsterisk: true, unit: '%' })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PeriodFields
          labels={['Início da campanha (opcional)', 'Fim da campanha (opcional)']}
          bounded={false}
          width={null}
          period={{ start_date: form.values.starts_on, end_date: form.values.ends_on }}
          errors={{ start_date: form.errors.starts_on, end_date: form.errors.ends_on }}
          onChange={(key, day) => form.setFieldValue(key === 'start_date' ? 'starts_on' : 'ends_on', day)}
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
