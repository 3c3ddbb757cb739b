import { NativeSelect } from '@mantine/core';
import type { InstallmentOption } from '@ponte/domain/checkout';
import { formatBrl } from '@ponte/domain/money';
import { useInstallments } from '../api/get-installments';
import type { CheckoutForm } from '../hooks/use-checkout-form';

/**
 * '3x de R$ 33,33 sem juros (última R$ 33,34)', or with interest '12x de R$ 9,78 (total
 * R$ 117,36)': the installments shown add up to what is charged, to the centavo.
 */
export const installmentLabel = (o: InstallmentOption) => {
  const last =
    o.last_installment_amount !== o.installment_amount ? ` (última ${formatBrl(o.last_installment_amount)})` : '';
  return o.interest_free
    ? `${o.number}x de ${formatBrl(o.installment_amount)} sem juros${last}`
    : `${o.number}x de ${formatBrl(o.installment_amount)}${last} (total ${formatBrl(o.total_amount)})`;
};

export type InstallmentsSelectProps = { token: string; total: number; field: ReturnType<CheckoutForm['bind']> };

/** A native select: on a phone it opens the system picker, which is easier than a drop-down. */
export function InstallmentsSelect({ token, total, field }: InstallmentsSelectProps) {
  const installments = useInstallments(token);
  // Without the list (still loading or failed) the customer can still pay in one installment.
  const options = installments.data?.length
    ? installments.data
    : [
        {
          number: 1,
          installment_amount: total,
          last_installment_amount: total,
          total_amount: total,
          interest_free: true,
        },
      ];
  return (
    <NativeSelect
      label="Parcelas"
      {...field}
      data={options.map((o) => ({ value: String(o.number), label: installmentLabel(o) }))}
    />
  );
}
