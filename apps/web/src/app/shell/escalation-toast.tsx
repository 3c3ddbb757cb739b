import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { attendanceBlockText } from '@ponte/domain/conversation-texts';
import type { Escalation } from '@ponte/domain/conversations';
import { formatPhoneBR } from '@ponte/domain/phone';
import { ApiError, errorText } from '../../lib/api';
import { truncateBody } from './new-message-alerts';

export const ESCALATION_TITLE = 'Mensagem bloqueada de trainee';

/** The toast of one escalation, so a release anywhere can close it. */
export const escalationToastId = (id: number) => `escalation-${id}`;

/** Who was blocked, with whom, and what they tried to send. */
export const escalationText = (event: Escalation) =>
  `${event.trainee_name} → ${event.customer_name || formatPhoneBR(event.customer_phone)}: “${truncateBody(event.blocked_message)}”${event.ai_feedback ? ` (${truncateBody(event.ai_feedback)})` : ''}`;

export type EscalationToastActions = {
  openCustomer: (userId: number) => void;
  /** POST /api/escalations/{id}/release. */
  release: (id: number) => Promise<unknown>;
};

function EscalationToastBody({ event, release }: { event: Escalation; release: EscalationToastActions['release'] }) {
  const [busy, setBusy] = useState(false);
  const onRelease = async () => {
    setBusy(true);
    try {
      await release(event.id);
      notifications.hide(escalationToastId(event.id));
      notifications.show({ color: 'green', message: attendanceBlockText.released });
    } catch (err) {
      // 409: another supervisor released it first; the toast has nothing left to do.
      if (err instanceof ApiError && err.status === 409) notifications.hide(escalationToastId(event.id));
      notifications.show({ color: 'red', message: errorText(err, attendanceBlockText.releaseFailed) });
      setBusy(false);
    }
  };
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">{escalationText(event)}</Text>
      <Button
        size="xs"
        color="teal"
        loading={busy}
        onClick={(e) => {
          // The toast itself opens the customer; the button only releases.
          e.stopPropagation();
          void onRelease();
        }}
      >
        {attendanceBlockText.release}
      </Button>
    </Stack>
  );
}

/** The supervisor's toast: stays until closed or released, and offers 'Liberar atendimento'. */
export function showEscalation(event: Escalation, { openCustomer, release }: EscalationToastActions) {
  notifications.show({
    id: escalationToastId(event.id),
    color: 'red',
    title: ESCALATION_TITLE,
    message: <EscalationToastBody event={event} release={release} />,
    autoClose: false,
    onClick: event.customer_id ? () => openCustomer(event.customer_id!) : undefined,
    style: event.customer_id ? { cursor: 'pointer' } : undefined,
  });
}
