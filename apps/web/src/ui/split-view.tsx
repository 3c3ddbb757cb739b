import type { ReactNode } from 'react';
import { Button, EmptyState, Grid, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

export type SplitViewProps = {
  list: ReactNode;
  detail: ReactNode;
  /** Something is open in the detail column. */
  detailOpen: boolean;
};

/**
 * A list beside what is open from it. On phones only one shows: the list, or, once
 * something is opened, the detail in its place (with a `SplitViewBack` to return).
 */
export function SplitView({ list, detail, detailOpen }: SplitViewProps) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }} visibleFrom={detailOpen ? 'md' : undefined}>
        {list}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }} visibleFrom={detailOpen ? undefined : 'md'}>
        {detail}
      </Grid.Col>
    </Grid>
  );
}

/** The way back to the list, shown only where the detail replaced it. */
export function SplitViewBack({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} />}
      onClick={onClick}
      hiddenFrom="md"
      style={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}

/** What the detail side says while nothing of the list is open. */
export function SplitViewPlaceholder({
  icon,
  title,
  description,
}: {
  icon: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState icon={icon} withIndicatorBackground title={title} description={description} />
    </Paper>
  );
}
