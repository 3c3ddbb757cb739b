import { Link, useParams } from 'react-router';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { checkoutText, type CheckoutSessionView } from '@ponte/domain/checkout';
import { useCheckoutSession } from '../api/get-checkout-session';
import { successPath } from '../hooks/payment-destination';
import { sessionProblem } from '../hooks/session-problem';
import { CheckoutForm } from './checkout-form';
import { CheckoutLayout } from './checkout-layout';
import { OrderSummary } from './order-summary';
import { SessionUnavailable } from './session-unavailable';
import { TestModeNotice } from './test-mode-notice';

function AlreadyPaid({ session }: { session: CheckoutSessionView }) {
  return (
    <Alert color="green" icon={<IconCircleCheck size={20} />} title={checkoutText.alreadyPaid}>
      <Button component={Link} to={successPath(session.token)} mt="xs" variant="light" color="green">
        Ver pagamento
      </Button>
    </Alert>
  );
}

/** A PIX or boleto already generated for this order: the customer may want it back rather than a new one. */
function PendingPayment({ session }: { session: CheckoutSessionView }) {
  if (session.status === 'processing') return <Alert color="yellow">{checkoutText.inProgress}</Alert>;
  const payment = session.payment;
  if (session.status !== 'pending' || !payment || !(payment.pix_emv || payment.boleto_url)) return null;
  return (
    <Alert color="blue" title="Você já gerou um pagamento para este pedido">
      <Button component={Link} to={successPath(session.token)} mt="xs" variant="light">
        Ver pagamento
      </Button>
    </Alert>
  );
}

/** /checkout/{token}: the public page a customer pays on (spec 2 §2). */
export function CheckoutPage() {
  const { token = '' } = useParams();
  const session = useCheckoutSession(token);

  let content;
  if (session.isPending) {
    content = (
      <Center mih="40dvh">
        <Loader aria-label="Carregando" />
      </Center>
    );
  } else if (session.isError) {
    const problem = sessionProblem(session.error);
    content =
      problem.kind === 'lost' ? (
        <SessionUnavailable title={problem.title} message={problem.message} />
      ) : (
        <Stack align="center">
          {/* Spec 2 §8 alerts 'Erro ao carregar checkout': said in the page (role=alert), not by
              window.alert; a missing or expired session is not alerted nor sent to '/' (the staff
              sign-in): the page says so; a rate limit says to wait, politely. */}
          <Text ta="center" role={problem.kind === 'busy' ? 'status' : 'alert'}>
            {problem.kind === 'busy' ? problem.message : checkoutText.loadFailed}
          </Text>
          <Button variant="light" loading={session.isFetching} onClick={() => void session.refetch()}>
            {checkoutText.retry}
          </Button>
        </Stack>
      );
  } else {
    const data = session.data;
    content = (
      <Stack gap="md">
        <Title order={1} size="h3">
          Finalizar Compra
        </Title>
        {data.test_mode && data.status !== 'paid' && <TestModeNotice />}
        <OrderSummary session={data} />
        {data.status === 'paid' ? (
          <AlreadyPaid session={data} />
        ) : (
          <>
            <PendingPayment session={data} />
            <CheckoutForm session={data} />
          </>
        )}
      </Stack>
    );
  }
  return <CheckoutLayout>{content}</CheckoutLayout>;
}
