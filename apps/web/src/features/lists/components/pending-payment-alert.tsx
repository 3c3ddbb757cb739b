import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCash, IconClockDollar } from '@tabler/icons-react';
import { paymentMethodLabels } from '@ponte/domain/checkout';
import { formatDateTimeBR } from '@ponte/domain/dates';
import type { ShoppingList } from '@ponte/domain/lists';
import { formatBrl } from '@ponte/domain/money';

export type PendingPaymentAlertProps = {
  payment: NonNullable<ShoppingList['pending_payment']>;
  /** Only admins and supervisors may confirm; others just see that a payment waits. */
  canConfirm: boolean;
  confirming: boolean;
  onConfirm: () => void;
};

/** A payment the customer made that staff must confirm before the sale is recorded. */
export function PendingPaymentAlert({ payment, canConfirm, confirming, onConfirm }: PendingPaymentAlertProps) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconClockDollar size={18} />}
      title={`Pagamento pendente: ${paymentMethodLabels[payment.method]} de ${formatBrl(payment.amount_brl)}`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Aguardando confirmação desde {formatDateTimeBR(payment.created_at)}</Text>
        {canConfirm && (
          <Button size="xs" color="green" leftSection={<IconCash size={14} />} loading={confirming} onClick={onConfirm}>
            Confirmar pagamento
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
