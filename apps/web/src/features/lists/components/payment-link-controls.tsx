import { Button, Group } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { listText, type ShoppingList } from '@ponte/domain/lists';
import { formatBrl, readTypedNumber } from '@ponte/domain/money';
import { NumberField } from '../../../ui/number-field';

/** The typed amount, null when blank; text that is no amount goes as typed for the server to refuse. */
export const typedAmountOf = (value: string | number): number | string | null => {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  return readTypedNumber(value) ?? value;
};

export type PaymentLinkControlsProps = {
  /** The amount as typed on the card (starts as the one kept on the list). */
  amount: string | number;
  onAmountChange: (typed: string) => void;
  /** Who typed the amount kept on the list, when known. */
  setBy: ShoppingList['total_brl_set_by'];
  /** Shown as the placeholder: what the link charges when nothing is typed. */
  totalBrl: number;
  creating: boolean;
  onCreate: () => void;
};

/**
 * Spec 2 §5: an optional BRL amount for the payment link. It goes with the link (and with
 * 'Gerar Checkout'); the server keeps it on the list only once it accepts the charge, so a
 * refused discount leaves nothing behind (issue 28).
 */
export function PaymentLinkControls({
  amount,
  onAmountChange,
  setBy,
  totalBrl,
  creating,
  onCreate,
}: PaymentLinkControlsProps) {
  return (
    <Group gap="sm" align="flex-end">
      <NumberField
        label="Valor do link de pagamento (R$)"
        description={
          setBy?.name
            ? `${listText.typedAmountBy} ${setBy.name}; em branco usa o total calculado`
            : 'Opcional: em branco usa o total calculado'
        }
        placeholder={formatBrl(totalBrl)}
        decimals={2}
        fixed
        value={amount}
        onChange={onAmountChange}
        w={{ base: '100%', xs: 300 }}
      />
      <Button leftSection={<IconLink size={16} />} loading={creating} onClick={onCreate}>
        Link de Pagamento
      </Button>
    </Group>
  );
}
