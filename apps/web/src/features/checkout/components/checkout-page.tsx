import { IconCircleCheck } from '@tabler/icons-react';
import type { CheckoutSessionView } from '@ponte/domain/checkout';
import { checkoutText } from '@ponte/domain/checkout-rules';
import { useCheckoutSession } from '../api/get-checkout-session';
import { successPath } from '../hooks/payment-destination';
import { sessionProblem } from '../hooks/session-problem';
import { followLink } from '../hooks/use-location';
import { CheckoutForm } from './checkout-form';
import { CheckoutLayout } from './checkout-layout';
import { OrderSummary } from './order-summary';
import { SessionUnavailable } from './session-unavailable';
import { TestModeNotice } from './test-mode-notice';
import { Button, ButtonLink, Notice, Spinner, styles as s } from './ui';

/** 'Ver pagamento': the payment page of this order. */
function SeePayment({ token }: { token: string }) {
  return (
    <div>
      <ButtonLink look="light" href={successPath(token)} onClick={followLink}>
        Ver pagamento
      </ButtonLink>
    </div>
  );
}

function AlreadyPaid({ session }: { session: CheckoutSessionView }) {
  return (
    <Notice tone="success" icon={<IconCircleCheck size={20} aria-hidden />} title={checkoutText.alreadyPaid}>
      <SeePayment token={session.token} />
    </Notice>
  );
}

/** A PIX or boleto already generated for this order: the customer may want it back rather than a new one. */
function PendingPayment({ session }: { session: CheckoutSessionView }) {
  if (session.status === 'processing') return <Notice tone="warning">{checkoutText.inProgress}</Notice>;
  const payment = session.payment;
  if (session.status !== 'pending' || !payment || !(payment.pix_emv || payment.boleto_url)) return null;
  return (
    <Notice tone="info" title="Você já gerou um pagamento para este pedido">
      <SeePayment token={session.token} />
    </Notice>
  );
}

/** /checkout/{token}: the public page a customer pays on (spec 2 §2). */
export function CheckoutPage({ token }: { token: string }) {
  const session = useCheckoutSession(token);

  let content;
  if (session.isPending) {
    content = <Spinner />;
  } else if (session.isError) {
    const problem = sessionProblem(session.error);
    content =
      problem.kind === 'lost' ? (
        <SessionUnavailable title={problem.title} message={problem.message} />
      ) : (
        <div className={s.centered}>
          {/* Spec 2 §8 alerts 'Erro ao carregar checkout': said in the page (role=alert), not by
              window.alert; a missing or expired session is not alerted nor sent to '/' (the staff
              sign-in): the page says so; a rate limit says to wait, politely. */}
          <p className={s.text} role={problem.kind === 'busy' ? 'status' : 'alert'}>
            {problem.kind === 'busy' ? problem.message : checkoutText.loadFailed}
          </p>
          <Button look="light" disabled={session.isFetching} onClick={session.refetch}>
            {checkoutText.retry}
          </Button>
        </div>
      );
  } else {
    const data = session.data!;
    content = (
      <div className={s.stack}>
        <h1 className={s.title}>Finalizar Compra</h1>
        {data.test_mode && data.status !== 'paid' && <TestModeNotice />}
        <OrderSummary session={data} />
        {data.status === 'paid' ? (
          <AlreadyPaid session={data} />
        ) : (
          <>
            <PendingPayment session={data} />
            <CheckoutForm session={data} onStale={session.refetch} />
          </>
        )}
      </div>
    );
  }
  return <CheckoutLayout>{content}</CheckoutLayout>;
}
