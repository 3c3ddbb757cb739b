import { useState, type ReactNode } from 'react';
import { Button, type MantineSize } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLockOpen } from '@tabler/icons-react';
import { attendanceBlockText } from '@ponte/domain/conversation-texts';
import { ApiError, errorText } from '../lib/api';
import { releaseEscalation } from '../lib/escalations';

export type ReleaseBlockButtonProps = {
  escalationId: number;
  /** The block is gone: released here, or by someone else first (409). */
  onGone?: () => void;
  /** After every attempt: reload what shows the block. */
  onSettled?: () => void;
  children?: ReactNode;
  size?: MantineSize;
};

/**
 * 'Liberar atendimento' (spec 3 §4), the same wherever a supervisor meets a block: the panel's
 * list, the toast, the bell and the customer's chat. A 409 means another supervisor released it
 * first; the trainee is free, which is what was wanted, so it reads as a warning, not an error.
 */
export function ReleaseBlockButton({
  escalationId,
  onGone,
  onSettled,
  children = attendanceBlockText.release,
  size = 'xs',
}: ReleaseBlockButtonProps) {
  const [busy, setBusy] = useState(false);
  const release = async () => {
    setBusy(true);
    try {
      await releaseEscalation(escalationId);
      notifications.show({ color: 'green', message: attendanceBlockText.released });
      onGone?.();
    } catch (err) {
      const gone = err instanceof ApiError && err.status === 409;
      notifications.show({
        color: gone ? 'yellow' : 'red',
        message: errorText(err, attendanceBlockText.releaseFailed),
      });
      if (gone) onGone?.();
    } finally {
      setBusy(false);
      onSettled?.();
    }
  };
  return (
    <Button
      size={size}
      color="teal"
      leftSection={<IconLockOpen size={14} />}
      loading={busy}
      onClick={(e) => {
        // Inside a toast or a list item that opens the customer: the button only releases.
        e.stopPropagation();
        void release();
      }}
      style={{ flexShrink: 0 }}
    >
      {children}
    </Button>
  );
}
