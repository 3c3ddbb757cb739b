import { IconLinkOff } from '@tabler/icons-react';
import { checkoutText } from '@ponte/domain/checkout-rules';
import { NEW_LINK_HELP, SESSION_NOT_FOUND_HINT } from '../hooks/session-problem';
import { CheckoutLayout } from './checkout-layout';
import { Card, styles as s } from './ui';
import { WhatsappHelp } from './whatsapp-help';

export type SessionUnavailableProps = { title: string; message: string };

/**
 * A checkout link that leads nowhere (unknown, expired, replaced). The customer stays on a public
 * page that says so and where to get a new link; the staff sign-in is no place for them.
 */
export function SessionUnavailable({ title, message }: SessionUnavailableProps) {
  return (
    <Card>
      <div className={s.centered}>
        <IconLinkOff size={48} stroke={1.5} className={s.bigIconMuted} aria-hidden />
        <h1 className={s.title}>{title}</h1>
        <p className={s.text} role="status">
          {message}
        </p>
        <WhatsappHelp>{NEW_LINK_HELP}</WhatsappHelp>
      </div>
    </Card>
  );
}

/** A public path with no usable token (/checkout, /checkout/a/b…): the same page, not the staff shell. */
export function CheckoutNotFoundPage() {
  return (
    <CheckoutLayout>
      <SessionUnavailable title={checkoutText.sessionNotFound} message={SESSION_NOT_FOUND_HINT} />
    </CheckoutLayout>
  );
}
