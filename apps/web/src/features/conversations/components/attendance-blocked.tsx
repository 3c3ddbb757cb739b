import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { attendanceBlockText } from '@ponte/domain/conversations';

export type AttendanceBlockedProps = {
  /** A trainee's blocked message went to a supervisor. */
  toSupervisor: boolean;
  /** 'Limpar e tentar novamente'; absent while the server holds the block (only a supervisor lifts it). */
  onRelease?: () => void;
  /** The message that caused a server-held block. */
  blockedMessage?: string;
};

/**
 * Spec 3 §4: after a high-severity AI block nothing more is sent. A trainee's block is held by
 * the server until a supervisor releases it; otherwise 'Limpar e tentar novamente' lifts it.
 */
export function AttendanceBlocked({ toSupervisor, onRelease, blockedMessage }: AttendanceBlockedProps) {
  const text = !onRelease
    ? attendanceBlockText.blocked
    : toSupervisor
      ? 'Atendimento bloqueado: a mensagem foi enviada ao supervisor para revisão.'
      : 'Atendimento bloqueado: a IA encontrou um problema grave na mensagem.';
  return (
    <Alert color="red" variant="light" icon={<IconLock size={18} />} role="alert">
      <Text size="sm" fw={600}>
        {text}
      </Text>
      {/* Three lines at most, so a long message cannot push the send box off a laptop's screen; the whole text stays for screen readers and as the tooltip. */}
      {blockedMessage && (
        <Text size="xs" c="dimmed" mt={4} lineClamp={3} title={blockedMessage} style={{ overflowWrap: 'anywhere' }}>
          Mensagem bloqueada: “{blockedMessage}”
        </Text>
      )}
      {onRelease && (
        <Button size="xs" color="red" mt="sm" onClick={onRelease}>
          Limpar e tentar novamente
        </Button>
      )}
    </Alert>
  );
}
