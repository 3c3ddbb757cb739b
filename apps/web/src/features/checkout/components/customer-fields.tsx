import type { CheckoutForm } from '../hooks/use-checkout-form';
import { SectionCard, TextField, styles as s } from './ui';

/** Spec 2 §2 'Personal data', all required; phone and CPF masked as typed. */
export function CustomerFields({ form }: { form: CheckoutForm }) {
  return (
    <SectionCard title="Dados Pessoais">
      <TextField label="Nome Completo" required autoComplete="name" {...form.bind('customer_name')} />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        {...form.bind('customer_email')}
      />
      <div className={s.grid}>
        <TextField
          className={`${s.span12} ${s.wide6}`}
          label="Telefone"
          type="tel"
          required
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="(00) 00000-0000"
          maxLength={15}
          {...form.bind('customer_phone')}
        />
        <TextField
          className={`${s.span12} ${s.wide6}`}
          label="CPF"
          required
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
          {...form.bind('customer_cpf')}
        />
      </div>
    </SectionCard>
  );
}
