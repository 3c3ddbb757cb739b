import { EmptyState, Paper } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { PageHeader } from '../../ui/page-header';

/** Stands in for a screen that a later issue builds. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconTool size={28} />}
          withIndicatorBackground
          title="Em breve"
          description="Esta tela ainda está em construção."
        />
      </Paper>
    </>
  );
}
