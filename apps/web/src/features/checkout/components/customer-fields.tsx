import { SimpleGrid, TextInput } from '@mantine/core';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { SectionCard } from './section-card';

/** Spec 2 §2 'Personal data', all required; phone and CPF masked as typed. */
export function CustomerFields({ form }: { form: CheckoutForm }) {
  return (
    <SectionCard title="Dados Pessoais">
      <TextInput label="Nome Completo" required autoComplete="name" {...form.bind('customer_name')} />
      <TextInput
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        {...form.bind('customer_email')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Telefone"
          type="tel"
          required
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="(00) 00000-0000"
          maxLength={15}
          {...form.bind('customer_phone')}
        />
        <TextInput
          label="CPF"
          required
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
          {...form.bind('customer_cpf')}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
