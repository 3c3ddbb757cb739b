import { Button, Checkbox, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  SaveConfigurationsSchema,
  type Configurations,
  type QuoteRateKey,
  type SaveConfigurations,
} from '@ponte/domain/settings';
import { useSaveConfigurations } from '../api/save-configurations';
import { SaveOutcome } from './save-outcome';
import { useSettingsForm } from './use-settings-form';

type Fields = Record<QuoteRateKey, number | string> & { kg_fee_url: string; apply_taxes_on_payment: boolean };

const RATE_FIELDS: { key: QuoteRateKey; label: string; suffix: string; step: number }[] = [
  { key: 'exchange_rate', label: 'Câmbio (R$ por US$)', suffix: '', step: 0.01 },
  { key: 'service_fee_percent', label: 'Taxa de serviço', suffix: '%', step: 0.1 },
  { key: 'taxes_percent', label: 'Impostos (EUA)', suffix: '%', step: 0.1 },
  { key: 'shipping_per_kg', label: 'Frete por kg (US$)', suffix: '', step: 0.01 },
  { key: 'brazil_taxes_percent', label: 'Impostos no Brasil (orçamento)', suffix: '%', step: 0.1 },
  { key: 'import_tax_percent', label: 'Imposto de importação', suffix: '%', step: 0.1 },
  { key: 'icms_percent', label: 'ICMS', suffix: '%', step: 0.1 },
  { key: 'kg_fee_fallback', label: 'Taxa por kg padrão (US$)', suffix: '', step: 0.01 },
];

const pick = (c: Configurations): Fields => ({
  ...(Object.fromEntries(RATE_FIELDS.map(({ key }) => [key, c[key]])) as Record<QuoteRateKey, number>),
  kg_fee_url: c.kg_fee_url,
  apply_taxes_on_payment: c.apply_taxes_on_payment,
});

const toBody = (values: Fields): SaveConfigurations => ({
  ...Object.fromEntries(RATE_FIELDS.map(({ key }) => [key, Number(values[key])])),
  kg_fee_url: values.kg_fee_url.trim(),
  apply_taxes_on_payment: values.apply_taxes_on_payment,
});

/** The rates every quote uses; the server computes every amount a customer sees with them. */
export function QuoteRatesForm({ initial }: { initial: Configurations }) {
  const { form, outcome, submit, pending } = useSettingsForm({
    initialValues: pick(initial),
    schema: SaveConfigurationsSchema,
    toBody,
    fromSaved: pick,
    save: useSaveConfigurations(),
  });

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label="Cotação">
      <Stack gap="md">
        <Title order={2} size="h4">
          Cotação
        </Title>
        <Text size="sm" c="dimmed">
          Taxas usadas nos orçamentos e links de pagamento. A taxa por kg vem do serviço de taxas da loja; se ele não
          responder em 2 segundos, vale a taxa padrão.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {RATE_FIELDS.map(({ key, label, suffix, step }) => (
            <NumberInput
              key={key}
              label={label}
              min={0}
              step={step}
              decimalScale={2}
              decimalSeparator=","
              suffix={suffix ? ` ${suffix}` : undefined}
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label="URL do serviço de taxa por kg"
          description="Ex.: https://sualoja.com/wp-json/prc-tax/v1/taxa-kg (responde taxa_por_kg)"
          {...form.getInputProps('kg_fee_url')}
        />
        <Checkbox
          label="Cobrar os impostos no pagamento"
          {...form.getInputProps('apply_taxes_on_payment', { type: 'checkbox' })}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Salvar cotação
        </Button>
      </Stack>
    </Paper>
  );
}
