import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Escalation } from '@ponte/domain/conversations';
import { formatPhoneBR } from '@ponte/domain/phone';
import { ReleaseBlockButton } from '../../ui/release-block-button';
import { truncateBody } from './new-message-alerts';

export const ESCALATION_TITLE = 'Mensagem bloqueada de trainee';

/** The toast of one escalation, so a release anywhere can close it. */
export const escalationToastId = (id: number) => `escalation-${id}`;

/** Who was blocked, with whom, and what they tried to send. */
export const escalationText = (event: Escalation) =>
  `${event.trainee_name} → ${event.customer_name || formatPhoneBR(event.customer_phone)}: “${truncateBody(event.blocked_message)}”${event.ai_feedback ? ` (${truncateBody(event.ai_feedback)})` : ''}`;

export type EscalationToastActions = {
  openCustomer: (userId: number) => void;
  /** After a release from the toast, released or not: reload what shows the block. */
  onReleaseSettled: () => void;
};

/** The supervisor's toast: stays until closed or released, and offers 'Liberar atendimento'. */
export function showEscalation(event: Escalation, { openCustomer, onReleaseSettled }: EscalationToastActions) {
  notifications.show({
    id: escalationToastId(event.id),
    color: 'red',
    title: ESCALATION_TITLE,
    message: (
      <Stack gap={6} align="flex-start">
        <Text size="sm">{escalationText(event)}</Text>
        {/* Released here or, first, by someone else: the toast has nothing left to do. */}
        <ReleaseBlockButton
          escalationId={event.id}
          onGone={() => notifications.hide(escalationToastId(event.id))}
          onSettled={onReleaseSettled}
        />
      </Stack>
    ),
    autoClose: false,
    onClick: event.customer_id ? () => openCustomer(event.customer_id!) : undefined,
    style: event.customer_id ? { cursor: 'pointer' } : undefined,
  });
}
