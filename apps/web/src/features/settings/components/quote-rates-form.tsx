import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import {
  SaveConfigurationsSchema,
  type Configurations,
  type QuoteRateKey,
  type SaveConfigurationsBody,
} from '@ponte/domain/settings';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { useSaveConfigurations } from '../api/save-configurations';
import { SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

type Fields = Record<QuoteRateKey, number | string> & { kg_fee_url: string; apply_taxes_on_payment: boolean };

/** `decimals`: what the quote keeps (SaveConfigurationsSchema refuses more). */
const RATE_FIELDS: { key: QuoteRateKey; label: string; unit?: string; decimals: number }[] = [
  { key: 'exchange_rate', label: 'Câmbio (R$ por US$)', decimals: 4 },
  { key: 'service_fee_percent', label: 'Taxa de serviço', unit: '%', decimals: 2 },
  { key: 'taxes_percent', label: 'Impostos (EUA)', unit: '%', decimals: 2 },
  { key: 'shipping_per_kg', label: 'Frete por kg (US$)', decimals: 2 },
  { key: 'brazil_taxes_percent', label: 'Impostos no Brasil (orçamento)', unit: '%', decimals: 2 },
  { key: 'import_tax_percent', label: 'Imposto de importação', unit: '%', decimals: 2 },
  { key: 'icms_percent', label: 'ICMS', unit: '%', decimals: 2 },
  { key: 'kg_fee_fallback', label: 'Taxa por kg padrão (US$)', decimals: 2 },
];

const pick = (c: Configurations): Fields => ({
  ...(Object.fromEntries(RATE_FIELDS.map(({ key }) => [key, c[key]])) as Record<QuoteRateKey, number>),
  kg_fee_url: c.kg_fee_url,
  apply_taxes_on_payment: c.apply_taxes_on_payment,
});

const toBody = (values: Fields): SaveConfigurationsBody => ({
  ...Object.fromEntries(RATE_FIELDS.map(({ key }) => [key, numberOrText(values[key])])),
  kg_fee_url: values.kg_fee_url.trim(),
  apply_taxes_on_payment: values.apply_taxes_on_payment,
});

/** The rates every quote uses; the server computes every amount a customer sees with them. */
export function QuoteRatesForm({ initial }: { initial: Configurations }) {
  const { form, section } = useSettingsForm({
    initialValues: pick(initial),
    schema: SaveConfigurationsSchema,
    toBody,
    fromSaved: pick,
    save: useSaveConfigurations(),
  });

  return (
    <SettingsSection
      title="Cotação"
      hint="Taxas usadas nos orçamentos e links de pagamento. A taxa por kg vem do serviço de taxas da loja; se ele não responder em 2 segundos, vale a taxa padrão."
      {...section}
      saveLabel="Salvar cotação"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {RATE_FIELDS.map(({ key, label, unit, decimals }) => (
          <NumberField key={key} label={label} decimals={decimals} unit={unit} {...form.getInputProps(key)} />
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
    </SettingsSection>
  );
}
