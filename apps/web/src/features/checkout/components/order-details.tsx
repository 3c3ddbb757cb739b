import type { CheckoutSessionView, PaymentResult } from '@ponte/domain/checkout';
import { formatBrl } from '@ponte/domain/money';
import { formatDateTime } from './format-date';
import { SectionCard, styles as s } from './ui';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={`${s.row} ${s.small}`}>
      <span className={s.dimmed}>{label}</span>
      <span className={s.rowValue}>{value}</span>
    </div>
  );
}

export type OrderDetailsProps = { result: PaymentResult; session: CheckoutSessionView | undefined };

/** Spec 2 §2 success page order details: order number, total, e-mail, date. */
export function OrderDetails({ result, session }: OrderDetailsProps) {
  const orderNumber = result.order_id ?? session?.appmax_order_id;
  // Before the payment is confirmed there is no completion date: today's is the order's.
  const date = formatDateTime(session?.completed_at ?? new Date().toISOString());
  return (
    <SectionCard title="Detalhes do Pedido">
      {orderNumber && <Row label="Número do pedido" value={orderNumber} />}
      <Row label="Total" value={formatBrl(result.amount)} />
      {session?.customer_email && <Row label="E-mail" value={session.customer_email} />}
      <Row label="Data" value={date} />
    </SectionCard>
  );
}
