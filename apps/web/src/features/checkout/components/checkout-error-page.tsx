import { IconCircleX } from '@tabler/icons-react';
import { checkoutText } from '@ponte/domain/checkout-rules';
import { checkoutPath } from '../hooks/payment-destination';
import { useAnnounceResult } from '../hooks/use-announce-result';
import { followLink } from '../hooks/use-location';
import { CheckoutLayout } from './checkout-layout';
import { ButtonLink, Card, styles as s } from './ui';
import { WhatsappHelp } from './whatsapp-help';

/** Spec 2 §2: shown when the page is opened without a message. */
export const DEFAULT_ERROR_MESSAGE = 'Ocorreu um erro ao processar o pagamento';

/** /checkout-error/{token}?message=…: a refused or unfinished payment, and the way back to try again. */
export function CheckoutErrorPage({ token, search }: { token: string; search: string }) {
  const message = new URLSearchParams(search).get('message')?.trim() || DEFAULT_ERROR_MESSAGE;
  const heading = useAnnounceResult<HTMLHeadingElement>(message);
  return (
    <CheckoutLayout>
      <Card>
        <div className={s.centered}>
          <IconCircleX size={48} stroke={1.5} className={s.bigIconBad} aria-hidden />
          <h1 className={s.title} ref={heading} tabIndex={-1}>
            Pagamento Não Aprovado
          </h1>
        </div>
        <p className={`${s.text} ${s.center}`} role="status">
          {message}
        </p>
        <div className={s.tight}>
          <p className={`${s.small} ${s.strong}`}>O que você pode fazer:</p>
          <ul className={s.list}>
            <li>Verifique os dados do cartão</li>
            <li>Verifique o limite disponível</li>
            <li>Tente outra forma de pagamento</li>
            <li>Entre em contato com o seu banco</li>
          </ul>
        </div>
        <ButtonLink full href={checkoutPath(token)} onClick={followLink}>
          {checkoutText.retry}
        </ButtonLink>
        {/* The customer's start is their order's page: '/' is the staff sign-in. */}
        <div className={s.centered}>
          <a className={s.link} href={checkoutPath(token)} onClick={followLink}>
            Voltar ao início
          </a>
        </div>
        <WhatsappHelp />
      </Card>
    </CheckoutLayout>
  );
}
