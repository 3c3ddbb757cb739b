import { cardBrand, cardBrandLabels, cardText } from '@ponte/domain/cards';
import { CARD_NUMBER_MAX_CHARS } from '../hooks/checkout-form-model';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { TextField, styles as s } from './ui';

/** Spec 2 §5 card form: number grouped by 4 (up to 19 digits), holder in capitals, MM, AAAA, CVV. */
export function CardFields({ form }: { form: CheckoutForm }) {
  const brand = cardBrand(form.values['card_data.number']);
  return (
    <div className={s.grid}>
      <TextField
        className={s.span12}
        label="Número do Cartão"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={CARD_NUMBER_MAX_CHARS}
        badge={
          brand && (
            <span className={s.badge} aria-label={`Bandeira: ${cardBrandLabels[brand]}`}>
              {cardBrandLabels[brand]}
            </span>
          )
        }
        {...form.bind('card_data.number')}
      />
      <TextField
        className={s.span12}
        label="Nome no Cartão"
        required
        autoComplete="cc-name"
        placeholder="COMO ESTÁ IMPRESSO NO CARTÃO"
        {...form.bind('card_data.holder_name')}
      />
      <TextField
        className={`${s.span6} ${s.wide4}`}
        label="Mês"
        required
        inputMode="numeric"
        autoComplete="cc-exp-month"
        placeholder="MM"
        maxLength={2}
        {...form.bind('card_data.expiry_month')}
      />
      <TextField
        className={`${s.span6} ${s.wide4}`}
        label="Ano"
        required
        inputMode="numeric"
        autoComplete="cc-exp-year"
        placeholder="AAAA"
        maxLength={4}
        {...form.bind('card_data.expiry_year')}
      />
      <TextField
        className={`${s.span12} ${s.wide4}`}
        label="CVV"
        required
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        hint={cardText.cvvHint}
        {...form.bind('card_data.cvv')}
      />
    </div>
  );
}
