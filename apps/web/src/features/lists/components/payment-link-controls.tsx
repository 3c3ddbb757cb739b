import { useState } from 'react';
import { Button, Group, NumberInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { formatBrl } from '@ponte/domain/money';

/** The NumberInput's value as an amount, or null when empty. */
const toAmount = (value: string | number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

export type PaymentLinkControlsProps = {
  /** The BRL amount typed earlier and kept on the list. */
  savedAmount: number | null;
  /** Shown as the placeholder: what the link charges when nothing is typed. */
  totalBrl: number;
  creating: boolean;
  onSaveAmount: (amount: number | null) => void;
  onCreate: (amount: number | null) => void;
};

/** Spec 2 §5: an optional BRL amount for the payment link, kept on the list when the field is left. */
export function PaymentLinkControls({
  savedAmount,
  totalBrl,
  creating,
  onSaveAmount,
  onCreate,
}: PaymentLinkControlsProps) {
  const [amount, setAmount] = useState<string | number>(savedAmount ?? '');
  return (
    <Group gap="sm" align="flex-end">
      <NumberInput
        label="Valor do link de pagamento (R$)"
        description="Opcional: em branco usa o total calculado"
        placeholder={formatBrl(totalBrl)}
        value={amount}
        onChange={setAmount}
        onBlur={() => onSaveAmount(toAmount(amount))}
        min={0}
        decimalScale={2}
        decimalSeparator=","
        thousandSeparator="."
        hideControls
        w={{ base: '100%', xs: 260 }}
      />
      <Button leftSection={<IconLink size={16} />} loading={creating} onClick={() => onCreate(toAmount(amount))}>
        Link de Pagamento
      </Button>
    </Group>
  );
}
