import { Badge, Grid, TextInput } from '@mantine/core';
import { cardBrand, cardBrandLabels, cardText } from '@ponte/domain/cards';
import { CARD_NUMBER_MAX_CHARS } from '../hooks/checkout-form-model';
import type { CheckoutForm } from '../hooks/use-checkout-form';

/** Spec 2 §5 card form: number grouped by 4 (up to 19 digits), holder in capitals, MM, AAAA, CVV. */
export function CardFields({ form }: { form: CheckoutForm }) {
  const brand = cardBrand(form.values['card_data.number']);
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput
          label="Número do Cartão"
          required
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          maxLength={CARD_NUMBER_MAX_CHARS}
          rightSectionWidth={brand ? 130 : undefined}
          rightSectionPointerEvents="none"
          rightSection={
            brand && (
              <Badge variant="light" size="sm" aria-label={`Bandeira: ${cardBrandLabels[brand]}`}>
                {cardBrandLabels[brand]}
              </Badge>
            )
          }
          {...form.bind('card_data.number')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label="Nome no Cartão"
          required
          autoComplete="cc-name"
          placeholder="COMO ESTÁ IMPRESSO NO CARTÃO"
          {...form.bind('card_data.holder_name')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, xs: 4 }}>
        <TextInput
          label="Mês"
          required
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={2}
          {...form.bind('card_data.expiry_month')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, xs: 4 }}>
        <TextInput
          label="Ano"
          required
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="AAAA"
          maxLength={4}
          {...form.bind('card_data.expiry_year')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 4 }}>
        <TextInput
          label="CVV"
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          description={cardText.cvvHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.bind('card_data.cvv')}
        />
      </Grid.Col>
    </Grid>
  );
}
