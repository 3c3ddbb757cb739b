import { EmptyState, Paper } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { listText } from '@ponte/domain/lists';

/** Spec 2 §2: the hint depends on whether a search or a status filter is on. */
export function ListsEmpty({ filtering }: { filtering: boolean }) {
  return (
    <Paper withBorder radius="md" p="md">
      <EmptyState
        icon={<IconShoppingCartOff size={28} />}
        withIndicatorBackground
        title={listText.empty}
        description={filtering ? listText.emptyFiltered : listText.emptyHint}
        py="xl"
      />
    </Paper>
  );
}
