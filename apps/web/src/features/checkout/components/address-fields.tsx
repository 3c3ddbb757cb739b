import { Grid, TextInput } from '@mantine/core';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { SectionCard } from './section-card';

/** Spec 2 §2 'Billing address': all required except Complemento. */
export function AddressFields({ form }: { form: CheckoutForm }) {
  return (
    <SectionCard title="Endereço de Cobrança">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 5 }}>
          <TextInput
            label="CEP"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
            {...form.bind('customer_address.zipcode')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput label="Rua" required autoComplete="address-line1" {...form.bind('customer_address.street')} />
        </Grid.Col>
        <Grid.Col span={{ base: 5, xs: 4 }}>
          <TextInput label="Número" required {...form.bind('customer_address.number')} />
        </Grid.Col>
        <Grid.Col span={{ base: 7, xs: 8 }}>
          <TextInput label="Complemento" autoComplete="address-line2" {...form.bind('customer_address.complement')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label="Bairro"
            required
            autoComplete="address-level3"
            {...form.bind('customer_address.neighborhood')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, xs: 9 }}>
          <TextInput label="Cidade" required autoComplete="address-level2" {...form.bind('customer_address.city')} />
        </Grid.Col>
        <Grid.Col span={{ base: 4, xs: 3 }}>
          <TextInput
            label="Estado"
            required
            autoComplete="address-level1"
            placeholder="UF"
            maxLength={2}
            {...form.bind('customer_address.state')}
          />
        </Grid.Col>
      </Grid>
    </SectionCard>
  );
}
