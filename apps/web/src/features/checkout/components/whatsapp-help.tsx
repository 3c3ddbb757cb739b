import { IconBrandWhatsapp } from '@tabler/icons-react';
import { formatPhoneBR } from '@ponte/domain/phone';
import { useCheckoutHelp } from '../api/get-checkout-help';
import { styles as s } from './ui';

/**
 * The customer reached the shop on WhatsApp: that chat is where help is. With the shop's number
 * saved on /configuracoes, the note links straight to a chat with it.
 */
export function WhatsappHelp({
  children = 'Precisa de ajuda? Fale com a gente pelo WhatsApp.',
}: {
  children?: string;
}) {
  const number = useCheckoutHelp().data?.whatsapp;
  return (
    <div className={s.centered}>
      <p className={`${s.small} ${s.dimmed}`}>
        <IconBrandWhatsapp size={16} style={{ verticalAlign: 'text-bottom' }} aria-hidden /> {children}
      </p>
      {number && (
        <a className={s.link} href={`https://wa.me/${number}`} target="_blank" rel="noopener noreferrer">
          WhatsApp {formatPhoneBR(number)}
        </a>
      )}
    </div>
  );
}
