import { Badge } from '@mantine/core';
import { listStatusLabels, type ListStatus } from '@ponte/domain/lists';

const colors = { active: 'blue', completed: 'green', abandoned: 'gray' } as const satisfies Record<ListStatus, string>;

export function ListStatusBadge({ status }: { status: ListStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {listStatusLabels[status]}
    </Badge>
  );
}
