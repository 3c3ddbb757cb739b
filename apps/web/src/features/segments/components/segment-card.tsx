import { Text } from '@mantine/core';
import type { Segment } from '@ponte/domain/segments';
import { PreviewableCard } from '../../../ui/previewable-card';
import { CodeSample } from '../../../ui/code-sample';

export type SegmentCardProps = {
  segment: Segment;
  onPreview: (segment: Segment) => void;
  onEdit: (segment: Segment) => void;
  onDelete: (segment: Segment) => void;
};

/** Spec 3 §2: name, description, filters shown as JSON; Preview, edit, delete. */
export function SegmentCard({ segment, onPreview, onEdit, onDelete }: SegmentCardProps) {
  return (
    <PreviewableCard
      name={segment.name}
      onPreview={() => onPreview(segment)}
      onEdit={() => onEdit(segment)}
      onDelete={() => onDelete(segment)}
    >
      {segment.description && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {segment.description}
        </Text>
      )}
      <CodeSample label="Filtros" style={{ maxHeight: 160 }}>
        {JSON.stringify(segment.filters, null, 2)}
      </CodeSample>
    </PreviewableCard>
  );
}
