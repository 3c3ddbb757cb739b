import type { CheckoutSessionView } from '@ponte/domain/checkout';
import { formatBrl } from '@ponte/domain/money';
import { SectionCard, styles as s } from './ui';

/** Spec 2 §2: each item as 'quantity x product name', then the total in reais. */
export function OrderSummary({ session }: { session: CheckoutSessionView }) {
  const items = session.shopping_list.shopping_list_items;
  return (
    <SectionCard title="Resumo do Pedido">
      <ul className={s.plainList}>
        {items.map((item, index) => (
          <li key={index}>
            {item.quantity}x {item.product_name}
          </li>
        ))}
      </ul>
      <hr className={s.divider} />
      <div className={s.row}>
        <span className={s.strong}>Total</span>
        <span className={s.total} data-testid="checkout-total">
          {formatBrl(session.total_amount)}
        </span>
      </div>
    </SectionCard>
  );
}
