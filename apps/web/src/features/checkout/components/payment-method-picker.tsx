import { IconBarcode, IconCreditCard, IconQrcode } from '@tabler/icons-react';
import { checkoutText } from '@ponte/domain/checkout-rules';
import { PAYMENT_METHODS, paymentMethodButtonLabels, type PaymentMethod } from '@ponte/domain/payment-methods';
import { styles as s } from './ui';

const icons: Record<PaymentMethod, typeof IconCreditCard> = {
  credit_card: IconCreditCard,
  boleto: IconBarcode,
  pix: IconQrcode,
};

/** What happens after confirming, per method (spec 2 §2, §9: PIX up to 2 minutes, boleto up to 3 business days). */
export const methodNotes: Partial<Record<PaymentMethod, string>> = {
  boleto:
    'O boleto será gerado após a confirmação e enviado para o seu e-mail. A compensação pode levar até 3 dias úteis.',
  pix: 'O QR Code PIX será gerado após a confirmação. O pagamento é confirmado na hora, em até 2 minutos.',
};

export type PaymentMethodPickerProps = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  pixAvailable: boolean;
};

/**
 * Large tappable cards rather than a segmented control: a method's name and note do not fit a third
 * of a 360 px phone. Native radios under them: the group is one Tab stop and the arrow keys move
 * the choice, as the browser does for any radio group.
 */
export function PaymentMethodPicker({ value, onChange, pixAvailable }: PaymentMethodPickerProps) {
  return (
    <fieldset className={s.methods}>
      <legend className={s.legend}>
        Forma de pagamento
        <span className={s.required} aria-hidden>
          *
        </span>
      </legend>
      {PAYMENT_METHODS.map((method) => {
        const Icon = icons[method];
        const disabled = method === 'pix' && !pixAvailable;
        return (
          <label key={method} className={s.method}>
            <input
              type="radio"
              name="payment_method"
              value={method}
              checked={method === value}
              disabled={disabled}
              onChange={() => onChange(method)}
            />
            <Icon size={20} stroke={1.5} aria-hidden className={s.icon} />
            <span>
              <span className={s.strong}>{paymentMethodButtonLabels[method]}</span>
              {disabled && <span className={s.methodNote}>{checkoutText.pixNotConfigured}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
