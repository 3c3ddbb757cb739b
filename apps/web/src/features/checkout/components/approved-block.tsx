import type { PaymentResult } from '@ponte/domain/checkout';
import { formatBrl } from '@ponte/domain/money';
import { paymentMethodLabels } from '@ponte/domain/payment-methods';
import { styles as s } from './ui';

/** An approved payment: amount, and for a card the installments and last four digits. */
export function ApprovedBlock({ result }: { result: PaymentResult }) {
  const card = result.payment_method === 'credit_card';
  return (
    <div className={s.tight}>
      <p className={`${s.text} ${s.center}`}>
        Valor pago: <strong>{formatBrl(result.amount)}</strong>
      </p>
      <p className={`${s.small} ${s.center} ${s.dimmed}`}>
        {paymentMethodLabels[result.payment_method]}
        {card && result.installments ? ` · ${result.installments}x` : ''}
        {card && result.card_last4 ? ` · cartão final ${result.card_last4}` : ''}
      </p>
      <ul className={s.list}>
        <li>Você receberá a confirmação por e-mail e WhatsApp.</li>
        <li>Nossa equipe vai comprar seus produtos e avisar pelo WhatsApp quando forem enviados.</li>
      </ul>
    </div>
  );
}
