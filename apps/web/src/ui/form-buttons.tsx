import type { ReactNode } from 'react';
import { Button, Group, type MantineSize } from '@mantine/core';

type ButtonsProps = {
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The save is under way: the submit button spins. */
  pending: boolean;
  cancelLabel?: ReactNode;
};

/** A modal form's end, at its right: 'Cancelar' closes it, then the submit button. */
export function ModalFormButtons({
  submitLabel = 'Salvar',
  pending,
  cancelLabel = 'Cancelar',
  disabled,
  onCancel,
}: Partial<ButtonsProps> & { pending: boolean; disabled?: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={disabled} loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** An inline form's end, at its left: the submit button, then 'Cancelar' when it can be left. */
export function InlineFormButtons({
  submitLabel,
  pending,
  cancelLabel = 'Cancelar',
  size,
  onCancel,
}: ButtonsProps & { size?: MantineSize; onCancel?: () => void }) {
  return (
    <Group gap={size ?? 'sm'}>
      <Button type="submit" size={size} loading={pending}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button size={size} variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
    </Group>
  );
}
