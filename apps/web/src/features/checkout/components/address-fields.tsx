import type { CheckoutForm } from '../hooks/use-checkout-form';
import { SectionCard, TextField, styles as s } from './ui';

/** Spec 2 §2 'Billing address': all required except Complemento. */
export function AddressFields({ form }: { form: CheckoutForm }) {
  return (
    <SectionCard title="Endereço de Cobrança">
      <div className={s.grid}>
        <TextField
          className={`${s.span12} ${s.wide5}`}
          label="CEP"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
          {...form.bind('customer_address.zipcode')}
        />
        <TextField
          className={s.span12}
          label="Rua"
          required
          autoComplete="address-line1"
          {...form.bind('customer_address.street')}
        />
        <TextField
          className={`${s.span5} ${s.wide4}`}
          label="Número"
          required
          {...form.bind('customer_address.number')}
        />
        <TextField
          className={`${s.span7} ${s.wide8}`}
          label="Complemento"
          autoComplete="address-line2"
          {...form.bind('customer_address.complement')}
        />
        <TextField
          className={s.span12}
          label="Bairro"
          required
          autoComplete="address-level3"
          {...form.bind('customer_address.neighborhood')}
        />
        <TextField
          className={`${s.span8} ${s.wide9}`}
          label="Cidade"
          required
          autoComplete="address-level2"
          {...form.bind('customer_address.city')}
        />
        <TextField
          className={`${s.span4} ${s.wide3}`}
          label="Estado"
          required
          autoComplete="address-level1"
          placeholder="UF"
          maxLength={2}
          {...form.bind('customer_address.state')}
        />
      </div>
    </SectionCard>
  );
}
