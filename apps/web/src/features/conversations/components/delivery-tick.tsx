import { Box } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { messageStatusText, type MessageStatus } from '@ponte/domain/conversations';

const TICKS: Partial<Record<MessageStatus, { icon: typeof IconCheck; color: string }>> = {
  sending: { icon: IconClock, color: 'var(--mantine-color-gray-7)' },
  sent: { icon: IconCheck, color: 'var(--mantine-color-gray-7)' },
  delivered: { icon: IconChecks, color: 'var(--mantine-color-gray-7)' },
  // WhatsApp's blue ticks, dark enough to read on the bubble's light indigo.
  read: { icon: IconChecks, color: 'var(--mantine-color-blue-8)' },
  failed: { icon: IconAlertCircle, color: 'var(--mantine-color-red-9)' },
  not_configured: { icon: IconAlertCircle, color: 'var(--mantine-color-red-9)' },
};

/**
 * Issue 31: an outgoing message's ticks as WhatsApp shows them (one for sent, two for delivered,
 * two blue for read), named for screen readers and in the tooltip. Messages recorded without
 * going through Ponte have none.
 */
export function DeliveryTick({ status }: { status: MessageStatus }) {
  const tick = TICKS[status];
  if (!tick) return null;
  const Icon = tick.icon;
  return (
    <Box
      component="span"
      role="img"
      aria-label={messageStatusText[status]}
      title={messageStatusText[status]}
      data-status={status}
      style={{ display: 'inline-flex', color: tick.color }}
    >
      <Icon size={16} aria-hidden />
    </Box>
  );
}
