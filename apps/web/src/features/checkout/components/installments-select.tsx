import type { InstallmentOption } from '@ponte/domain/checkout';
import { formatBrl } from '@ponte/domain/money';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { SelectField } from './ui';

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

export type InstallmentsSelectProps = {
  options: InstallmentOption[] | undefined;
  total: number;
  field: ReturnType<CheckoutForm['bind']>;
};

/** The installments the server offers; without them (loading, failed) one installment can still be paid. */
export function InstallmentsSelect({ options, total, field }: InstallmentsSelectProps) {
  const shown = options?.length
    ? options
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
    <SelectField
      label="Parcelas"
      {...field}
      options={shown.map((o) => ({ value: String(o.number), label: installmentLabel(o) }))}
    />
  );
}
