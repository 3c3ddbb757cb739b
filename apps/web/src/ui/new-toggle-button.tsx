import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';

/** A page's 'Novo …' button that opens its create form above the list, and closes it again (×). */
export function NewToggleButton({
  open,
  onToggle,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Button leftSection={open ? <IconX size={16} /> : <IconPlus size={16} />} onClick={onToggle}>
      {children}
    </Button>
  );
}
