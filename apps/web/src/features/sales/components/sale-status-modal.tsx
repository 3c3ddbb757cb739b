import { Select, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatUsd } from '@ponte/domain/money';
import {
  SALE_REASON_MAX,
  SALE_STATUSES,
  SaleStatusBodySchema,
  saleStatusLabels,
  salesText,
  type Sale,
  type SaleStatus,
} from '@ponte/domain/sales';
import { useDomainForm } from '../../../lib/form';
import { useChangeSaleStatus } from '../api/change-status';
import { ModalForm } from '../../../ui/modal-form';

type Values = { status: SaleStatus; reason: string };

export type SaleStatusModalProps = { sale: Sale; onClose: () => void };

/**
 * An admin moves a sale to confirmed, pending or cancelled and says why (the server keeps the
 * reason in the activity log; a cancelled sale leaves the revenue and commission totals).
 */
export function SaleStatusModal({ sale, onClose }: SaleStatusModalProps) {
  const change = useChangeSaleStatus();
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: { status: sale.status, reason: '' },
    schema: SaleStatusBodySchema,
    toBody: (v: Values) => v,
  });

  const submit = onSubmit((body) =>
    change.mutate(
      { id: sale.id, ...body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: salesText.statusChanged });
          onClose();
        },
        onError: (err) => refuseWith(err, salesText.statusChangeFailed),
      },
    ),
  );

  return (
    <ModalForm
      title="Alterar status da venda"
      onClose={onClose}
      onSubmit={submit}
      formRef={formRef}
      refusal={refusal && `${salesText.statusChangeFailed}: ${refusal}`}
      pending={change.isPending}
    >
      <Text size="sm">
        {sale.user.name} · {formatUsd(sale.total_usd)} · atual: {saleStatusLabels[sale.status]}
      </Text>
      <Select
        label="Novo status"
        data={SALE_STATUSES.map((s) => ({ value: s, label: saleStatusLabels[s] }))}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <Textarea
        label="Motivo"
        placeholder="Por que o status mudou?"
        required
        autosize
        minRows={3}
        maxLength={SALE_REASON_MAX}
        {...form.getInputProps('reason')}
      />
    </ModalForm>
  );
}
