import { IconBarcode, IconCircleCheck, IconClockHour4, IconQrcode } from '@tabler/icons-react';
import type { CheckoutSessionView, PaymentResult } from '@ponte/domain/checkout';
import { checkoutText } from '@ponte/domain/checkout-rules';
import { errorText } from '../../../lib/http';
import { useCheckoutSession } from '../api/get-checkout-session';
import { checkoutPath, isSuccessState } from '../hooks/payment-destination';
import { sessionProblem } from '../hooks/session-problem';
import { useAnnounceResult } from '../hooks/use-announce-result';
import { followLink } from '../hooks/use-location';
import { ApprovedBlock } from './approved-block';
import { BoletoBlock } from './boleto-block';
import { CheckoutLayout } from './checkout-layout';
import { OrderDetails } from './order-details';
import { OrderSummary } from './order-summary';
import { PixBlock } from './pix-block';
import { SessionUnavailable } from './session-unavailable';
import { ButtonLink, Card, Notice, Spinner, styles as s } from './ui';

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
 * /checkout-success/{token}. The checkout hands over its result in the history state; after a
 * reload (or from the WhatsApp link) the session's latest payment is shown instead.
 */
export function CheckoutSuccessPage({ token, state }: { token: string; state: unknown }) {
  const handed = isSuccessState(state) ? state.result : null;
  const session = useCheckoutSession(token, (data) => {
    const payment = data?.payment ?? handed;
    return data?.status !== 'paid' && payment?.pix_emv && payment.status === 'pending' ? PIX_POLL_MS : false;
  });
  // A fresh read is the truth (a PIX may have been confirmed); the handed result shows until then.
  const result = (session.isFetched ? session.data?.payment : null) ?? handed ?? null;

  const problem = !result && session.isError ? sessionProblem(session.error) : null;
  const heading = useAnnounceResult<HTMLHeadingElement>(result ? viewOf(result, session.data) : null);

  let content;
  if (!result && session.isPending) {
    content = <Spinner />;
  } else if (problem?.kind === 'lost') {
    content = <SessionUnavailable title={problem.title} message={problem.message} />;
  } else if (!result) {
    content = (
      <div className={s.stack}>
        <Notice tone="danger" role="alert">
          {session.isError
            ? errorText(session.error, checkoutText.sessionNotFoundAlert)
            : 'Nenhum pagamento encontrado para este pedido.'}
        </Notice>
        <div className={s.centered}>
          <ButtonLink look="light" href={checkoutPath(token)} onClick={followLink}>
            Ir para o pagamento
          </ButtonLink>
        </div>
      </div>
    );
  } else {
    const view = viewOf(result, session.data);
    const Icon = icons[view];
    content = (
      <div className={s.stack}>
        <Card>
          <div className={s.centered}>
            <Icon size={48} stroke={1.5} className={view === 'approved' ? s.bigIconOk : s.bigIcon} aria-hidden />
            <h1 className={s.title} ref={heading} tabIndex={-1}>
              {titles[view]}
            </h1>
          </div>
          {view === 'approved' && <ApprovedBlock result={{ ...result, status: 'approved' }} />}
          {/* The QR code is the server's image, in the payment's answer: nothing to load before it. */}
          {view === 'pix' && <PixBlock result={result} />}
          {view === 'boleto' && <BoletoBlock result={result} />}
          {view === 'pending' && <p className={`${s.text} ${s.center}`}>{result.message || checkoutText.pending}</p>}
        </Card>
        <OrderDetails result={result} session={session.data} />
        {session.data && <OrderSummary session={session.data} />}
      </div>
    );
  }

  return (
    <CheckoutLayout>
      {content}
      {/* The customer's start is their order's page: '/' is the staff sign-in. */}
      <div className={s.centered} style={{ marginTop: 24 }}>
        <a className={s.link} href={checkoutPath(token)} onClick={followLink}>
          Voltar ao início
        </a>
      </div>
    </CheckoutLayout>
  );
}
