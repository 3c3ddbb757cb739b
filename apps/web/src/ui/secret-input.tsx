import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { editMaskedSecret } from '../lib/edit-masked-secret';

/**
 * A secret the server keeps and shows masked (an API key, a password): typing over the mask
 * replaces it, deleting part of it clears it. `onChange` gets the edit to apply to the value.
 */
export function SecretInput({
  onChange,
  description = 'Fica guardada no servidor e aparece mascarada',
  ...props
}: Omit<PasswordInputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (edit: (previous: string) => string) => void;
}) {
  return (
    <PasswordInput
      description={description}
      autoComplete="off"
      {...props}
      onChange={(e) => {
        const next = e.currentTarget.value;
        onChange((previous) => editMaskedSecret(previous, next));
      }}
    />
  );
}
