import { Link, useLocation, useParams } from 'react-router';
import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBarcode, IconCircleCheck, IconClockHour4, IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { checkoutText, type CheckoutSessionView, type PaymentResult } from '@ponte/domain/checkout';
import { errorText } from '../../../lib/api';
import { checkoutSessionQueryOptions } from '../api/get-checkout-session';
import { checkoutPath, isSuccessState } from '../hooks/payment-destination';
import { sessionProblem } from '../hooks/session-problem';
import { useAnnounceResult } from '../hooks/use-announce-result';
import { ApprovedBlock } from './approved-block';
import { BoletoBlock } from './boleto-block';
import { CheckoutLayout } from './checkout-layout';
import { OrderDetails } from './order-details';
import { OrderSummary } from './order-summary';
import { PixBlock } from './pix-block';
import { SessionUnavailable } from './session-unavailable';

/** While a PIX waits, the page re-reads the session so a confirmed payment shows without a reload. */
const PIX_POLL_MS = 5000;

type View = 'approved' | 'pix' | 'boleto' | 'pending';

function viewOf(result: PaymentResult, session: CheckoutSessionView | undefined): View {
  if (session?.status === 'paid' || result.status === 'approved') return 'approved';
  if (result.pix_emv) return 'pix';
  if (result.boleto_url || result.boleto_line) return 'boleto';
  return 'pending';
}

const titles: Record<View, string> = {
  approved: 'Pagamento Aprovado!',
  pix: 'Pague com PIX',
  boleto: 'Boleto Gerado',
  pending: checkoutText.pending,
};
const icons = {
  approved: IconCircleCheck,
  pix: IconQrcode,
  boleto: IconBarcode,
  pending: IconClockHour4,
} satisfies Record<View, unknown>;

/**
 * /checkout-success/{token}. The checkout hands over its result in the navigation state; after
 * a reload (or from the WhatsApp link) the session's latest payment is shown instead.
 */
export function CheckoutSuccessPage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const handed = isSuccessState(location.state) ? location.state.result : null;
  const session = useQuery({
    ...checkoutSessionQueryOptions(token),
    refetchInterval: (query) => {
      const data = query.state.data;
      const payment = data?.payment ?? handed;
      return data?.status !== 'paid' && payment?.pix_emv && payment.status === 'pending' ? PIX_POLL_MS : false;
    },
  });
  // A fresh read is the truth (a PIX may have been confirmed); a cached one may predate this payment.
  const result =
    (session.isFetchedAfterMount ? session.data?.payment : null) ?? handed ?? session.data?.payment ?? null;

  const problem = !result && session.isError ? sessionProblem(session.error) : null;
  const heading = useAnnounceResult<HTMLHeadingElement>(result ? viewOf(result, session.data) : null);

  let content;
  if (!result && session.isPending) {
    content = (
      <Center mih="40dvh">
        <Loader aria-label="Carregando" />
      </Center>
    );
  } else if (problem?.kind === 'lost') {
    content = <SessionUnavailable title={problem.title} message={problem.message} />;
  } else if (!result) {
    content = (
      <Stack align="center">
        <Alert color="red" w="100%" role="alert">
          {session.isError
            ? errorText(session.error, checkoutText.sessionNotFoundAlert)
            : 'Nenhum pagamento encontrado para este pedido.'}
        </Alert>
        <Button component={Link} to={checkoutPath(token)} variant="light">
          Ir para o pagamento
        </Button>
      </Stack>
    );
  } else {
    const view = viewOf(result, session.data);
    const Icon = icons[view];
    content = (
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Stack gap={4} align="center">
              <Icon
                size={48}
                stroke={1.5}
                color={view === 'approved' ? 'var(--mantine-color-green-6)' : 'var(--mantine-primary-color-filled)'}
                aria-hidden
              />
              <Title order={1} size="h3" ta="center" ref={heading} tabIndex={-1}>
                {titles[view]}
              </Title>
            </Stack>
            {view === 'approved' && <ApprovedBlock result={{ ...result, status: 'approved' }} />}
            {view === 'pix' && <PixBlock result={result} />}
            {view === 'boleto' && <BoletoBlock result={result} />}
            {view === 'pending' && <Text ta="center">{result.message || checkoutText.pending}</Text>}
          </Stack>
        </Paper>
        <OrderDetails result={result} session={session.data} />
        {session.data && <OrderSummary session={session.data} />}
      </Stack>
    );
  }

  return (
    <CheckoutLayout>
      {content}
      {/* The customer's start is their order's page: '/' is the staff sign-in. */}
      <Center mt="lg">
        <Anchor component={Link} to={checkoutPath(token)}>
          Voltar ao início
        </Anchor>
      </Center>
    </CheckoutLayout>
  );
}
