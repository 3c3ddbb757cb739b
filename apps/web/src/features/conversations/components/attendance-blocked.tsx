import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export type AttendanceBlockedProps = {
  /** A trainee's blocked message went to a supervisor. */
  toSupervisor: boolean;
  onRelease: () => void;
};

/** Spec 3 §4: after a high-severity AI block, nothing more is sent until 'Limpar e tentar novamente'. */
export function AttendanceBlocked({ toSupervisor, onRelease }: AttendanceBlockedProps) {
  return (
    <Alert color="red" variant="light" icon={<IconLock size={18} />} role="alert">
      <Text size="sm" fw={600}>
        {toSupervisor
          ? 'Atendimento bloqueado: a mensagem foi enviada ao supervisor para revisão.'
          : 'Atendimento bloqueado: a IA encontrou um problema grave na mensagem.'}
      </Text>
      <Button size="xs" color="red" mt="sm" onClick={onRelease}>
        Limpar e tentar novamente
      </Button>
    </Alert>
  );
}
