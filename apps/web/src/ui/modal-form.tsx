import type { FormEvent, ReactNode, Ref } from 'react';
import { Modal, Stack, type MantineSize, type MantineSpacing } from '@mantine/core';
import { ModalFormButtons } from './form-buttons';
import { FormRefusal } from './form-refusal';

export type ModalFormProps = {
  title: ReactNode;
  opened?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  /** The form's accessible name, when it has one. */
  formLabel?: string;
  size?: MantineSize;
  zIndex?: number;
  gap?: MantineSpacing;
  /** Why the form was refused (its rules or the server), above the fields; nothing when empty. */
  refusal?: string;
  /** The submit button's text ('Salvar' unless said). */
  submitLabel?: ReactNode;
  cancelLabel?: ReactNode;
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
};

/** A form in a centred modal: its refusal, its fields, then 'Cancelar' (closes it) and the submit button at the right. */
export function ModalForm({
  title,
  opened = true,
  onClose,
  onSubmit,
  formRef,
  formLabel,
  size,
  zIndex,
  gap = 'sm',
  refusal = '',
  children,
  ...buttons
}: ModalFormProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} zIndex={zIndex} centered>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={formLabel}>
        <Stack gap={gap}>
          <FormRefusal message={refusal} />
          {children}
          <ModalFormButtons {...buttons} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
