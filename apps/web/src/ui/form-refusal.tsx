import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * Why a form or an action was refused (a broken rule, the server's answer), in the page where
 * it happened: `role="alert"` has it read at once, and nothing stops the page as window.alert
 * did. Nothing is shown without a message.
 */
export function FormRefusal({ message, onClose }: { message: string; onClose?: () => void }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      withCloseButton={!!onClose}
      closeButtonLabel="Fechar aviso"
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}
