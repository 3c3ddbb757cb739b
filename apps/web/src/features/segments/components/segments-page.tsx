import { useCallback, useState } from 'react';
import { Button, EmptyState, SimpleGrid, Text } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { segmentText, type Segment } from '@ponte/domain/segments';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import { useSegments } from '../../../lib/email-sources';
import { useDeleteSegment } from '../api/segment-writes';
import { SegmentCard } from './segment-card';
import { SegmentFormModal } from './segment-form-modal';
import { SegmentPreviewModal } from './segment-preview-modal';
import { CenteredLoader } from '../../../ui/load-state';
import { toastOutcome } from '../../../lib/toast-outcome';

/** /campaign-segments: the audiences e-mail campaigns go to. */
export function SegmentsPage() {
  const segments = useSegments();
  const remove = useDeleteSegment();
  const [editing, setEditing] = useState<Segment | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<Segment | null>(null);
  const closePreview = useCallback(() => setPreviewing(null), []);

  const onDelete = (segment: Segment) => {
    if (!window.confirm(segmentText.confirmDelete)) return;
    // A segment campaigns still use is refused naming them (409): the server's reason says which.
    remove.mutate(segment.id, toastOutcome(segmentText.deleted, segmentText.deleteFailed));
  };

  return (
    <>
      <PageHeader
        title={segmentText.title}
        description="Públicos das campanhas de e-mail"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {segmentText.newSegment}
          </Button>
        }
      />
      {segments.isPending ? (
        <CenteredLoader label="Carregando segmentos" />
      ) : segments.error ? (
        <Text c="red" ta="center" py="xl">
          {errorText(segments.error, segmentText.loadFailed)}
        </Text>
      ) : segments.data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {segments.data.map((segment) => (
            <SegmentCard
              key={segment.id}
              segment={segment}
              onPreview={setPreviewing}
              onEdit={setEditing}
              onDelete={onDelete}
            />
          ))}
        </SimpleGrid>
      ) : (
        <EmptyState icon={<IconUsersGroup size={28} />} withIndicatorBackground title={segmentText.empty} py="xl" />
      )}
      {editing && <SegmentFormModal segment={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {previewing && <SegmentPreviewModal segment={previewing} onClose={closePreview} />}
    </>
  );
}
