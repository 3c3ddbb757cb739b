import { useQueryClient } from '@tanstack/react-query';
import type { LabelRef } from '@ponte/domain/labels';
import { customerKeys } from '../../features/customers/api/query-keys';
import { CustomerLabelsEditor } from '../../features/labels/components/customer-labels-editor';

/** The open chat's labels (issue 32): a change reads the customer and the lists again at once. */
export function ChatLabels({ customerId, labels }: { customerId: number; labels: LabelRef[] }) {
  const qc = useQueryClient();
  const reload = () => void qc.invalidateQueries({ queryKey: customerKeys.all });
  return <CustomerLabelsEditor customerId={customerId} labels={labels} onChanged={reload} />;
}
