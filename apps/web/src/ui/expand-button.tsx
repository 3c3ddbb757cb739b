import { Button } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';

/** 'Expandir' / 'Recolher' of a row whose details open below it (`controls`: the details' id). */
export function ExpandButton({
  expanded,
  controls,
  onToggle,
}: {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? 'Recolher' : 'Expandir'}
    </Button>
  );
}
