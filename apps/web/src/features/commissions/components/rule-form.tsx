import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import {
  CommissionRuleBodySchema,
  commissionText,
  RULE_NAME_MAX,
  type CommissionRuleBody,
} from '@ponte/domain/commissions';
import { showServerErrors, validateBody } from '../../../lib/form';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { useCreateRule } from '../api/create-rule';

type Values = { name: string; min_value: string; max_value: string; percentage: string };

const EMPTY: Values = { name: '', min_value: '', max_value: '', percentage: '' };

const toBody = (values: Values): CommissionRuleBody => ({
  name: values.name.trim(),
  min_value: numberOrText(values.min_value),
  // Spec 2 §5: an empty maximum becomes unlimited.
  max_value: values.max_value.trim() === '' ? null : numberOrText(values.max_value),
  percentage: numberOrText(values.percentage),
});

/**
 * 'Nova Regra' of /configuracao-comissoes: the domain schema the server uses checks the body
 * first and puts its messages under the fields; a refusal's details land there too.
 */
export function RuleForm() {
  const create = useCreateRule();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: validateBody(CommissionRuleBodySchema, toBody),
  });

  const submit = form.onSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'green', message: commissionText.created });
      },
      onError: (err) => {
        const reason = showServerErrors(form, err);
        notifications.show({
          color: 'red',
          message: reason ? `${commissionText.createFailed}: ${reason}` : commissionText.createFailed,
        });
      },
    }),
  );

  const amount = (key: 'min_value' | 'max_value' | 'percentage', label: string, extra: object = {}) => (
    <NumberField label={label} decimals={2} fixed={key !== 'percentage'} {...extra} {...form.getInputProps(key)} />
  );

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label="Nova Regra">
      <Stack gap="md">
        <Title order={2} size="h4">
          Nova Regra
        </Title>
        <TextInput label="Nome" withAsterisk maxLength={RULE_NAME_MAX} {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {amount('min_value', 'Valor Mínimo (US$)', { withAsterisk: true })}
          {amount('max_value', 'Valor Máximo (US$)', { placeholder: 'Sem limite' })}
          {amount('percentage', 'Porcentagem (%)', { withAsterisk: true, unit: '%' })}
        </SimpleGrid>
        <Button
          type="submit"
          loading={create.isPending}
          leftSection={<IconPlus size={16} />}
          style={{ alignSelf: 'flex-start' }}
        >
          Adicionar Regra
        </Button>
      </Stack>
    </Paper>
  );
}
