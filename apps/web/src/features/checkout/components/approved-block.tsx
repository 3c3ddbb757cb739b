import { List, Stack, Text } from '@mantine/core';
import { paymentMethodLabels, type PaymentResult } from '@ponte/domain/checkout';
import { formatBrl } from '@ponte/domain/money';

/** An approved payment: amount, and for a card the installments and last four digits. */
export function ApprovedBlock({ result }: { result: PaymentResult }) {
  const card = result.payment_method === 'credit_card';
  return (
    <Stack gap="sm">
      <Text ta="center">
        Valor pago: <strong>{formatBrl(result.amount)}</strong>
      </Text>
      <Text size="sm" ta="center" c="dimmed">
        {paymentMethodLabels[result.payment_method]}
        {card && result.installments ? ` · ${result.installments}x` : ''}
        {card && result.card_last4 ? ` · cartão final ${result.card_last4}` : ''}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>Você receberá a confirmação por e-mail e WhatsApp.</List.Item>
        <List.Item>Nossa equipe vai comprar seus produtos e avisar pelo WhatsApp quando forem enviados.</List.Item>
      </List>
    </Stack>
  );
}
