import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconBarcode, IconCreditCard, IconQrcode } from '@tabler/icons-react';
import { checkoutText, PAYMENT_METHODS, paymentMethodButtonLabels, type PaymentMethod } from '@ponte/domain/checkout';

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
 * of a 360 px phone. Like native radios, the group is one Tab stop, the chosen card (WAI-ARIA radio
 * group); Mantine's arrow keys move the choice between the cards.
 */
export function PaymentMethodPicker({ value, onChange, pixAvailable }: PaymentMethodPickerProps) {
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as PaymentMethod)} label="Forma de pagamento" required>
      <Stack gap="xs" mt={6}>
        {PAYMENT_METHODS.map((method) => {
          const Icon = icons[method];
          const disabled = method === 'pix' && !pixAvailable;
          return (
            <Radio.Card
              key={method}
              value={method}
              disabled={disabled}
              tabIndex={method === value ? 0 : -1}
              radius="md"
              p="sm"
              style={disabled ? { opacity: 0.6 } : undefined}
            >
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator disabled={disabled} />
                <Icon size={20} stroke={1.5} aria-hidden />
                <Stack gap={0}>
                  <Text fw={500}>{paymentMethodButtonLabels[method]}</Text>
                  {disabled && (
                    <Text size="xs" c="dimmed">
                      {checkoutText.pixNotConfigured}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
