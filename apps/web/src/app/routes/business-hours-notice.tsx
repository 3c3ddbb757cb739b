import { Badge } from '@mantine/core';
import { IconClockOff } from '@tabler/icons-react';
import { businessHoursText, openingText } from '@ponte/domain/business-hours';
import { useBusinessHours } from '../../lib/business-hours';

/**
 * Issue 32: while the shop is closed, the inbox says so and when it opens (customers who write
 * meanwhile get the away message); nothing while it is open or the hours are off.
 */
export function BusinessHoursNotice() {
  const hours = useBusinessHours();
  if (!hours.data || hours.data.open_now) return null;
  const next = hours.data.next_opening;
  return (
    <Badge
      role="status"
      color="orange"
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      leftSection={<IconClockOff size={14} aria-hidden />}
    >
      {businessHoursText.closedNow}
      {next ? ` · ${businessHoursText.nextOpening.toLowerCase()} ${openingText(new Date(next))}` : ''}
    </Badge>
  );
}
