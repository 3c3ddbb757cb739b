import type { ReactElement } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type RowActionProps = {
  /** The button's accessible name, naming what it acts on ('Editar Plano Ouro'). */
  label: string;
  /** Shown on hover, when the row shows one. */
  tooltip?: string;
  loading?: boolean;
  iconSize?: number;
  onClick: () => void;
};

const hinted = (tooltip: string | undefined, button: ReactElement) =>
  tooltip ? <Tooltip label={tooltip}>{button}</Tooltip> : button;

/** A row's pencil: opens the item for editing. */
export function EditAction({ label, tooltip, loading, iconSize = 16, onClick }: RowActionProps) {
  return hinted(
    tooltip,
    <ActionIcon variant="subtle" aria-label={label} loading={loading} onClick={onClick}>
      <IconPencil size={iconSize} />
    </ActionIcon>,
  );
}

/** A row's red bin: deletes the item (the caller asks first where it should). */
export function DeleteAction({ label, tooltip, loading, iconSize = 16, onClick }: RowActionProps) {
  return hinted(
    tooltip,
    <ActionIcon variant="subtle" color="red" aria-label={label} loading={loading} onClick={onClick}>
      <IconTrash size={iconSize} />
    </ActionIcon>,
  );
}
