import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { noteMentionLine, notificationText } from '@ponte/domain/notification-texts';
import type { NoteMentionEvent } from '@ponte/domain/realtime';
import type { RealtimeSocket } from '../../lib/socket';
import { playNotificationSound, TOAST_MS } from './new-message-alerts';

/** 'note:mention' (issue 32), sent only to the colleague a note names. */
export function listenToNoteMentions(socket: RealtimeSocket, onMention: (event: NoteMentionEvent) => void) {
  const listener = (event: NoteMentionEvent) => {
    if (typeof event?.userId === 'number' && typeof event.by === 'string') onMention(event);
  };
  socket.on('note:mention', listener);
  return () => void socket.off('note:mention', listener);
}

/**
 * 'carla.mendes mencionou você numa nota sobre Maria Souza', the note's start and 'Abrir chat'
 * (a click on the toast opens it too); the bell keeps it after the toast goes.
 */
export function showNoteMention(
  event: NoteMentionEvent,
  openChat: (userId: number) => void,
  createAudio?: (src: string) => HTMLAudioElement,
) {
  const id = `note-mention-${event.note_id}`;
  const open = () => {
    notifications.hide(id);
    openChat(event.userId);
  };
  playNotificationSound(createAudio);
  notifications.show({
    id,
    color: 'yellow',
    title: noteMentionLine(event.by, event.customer_name),
    message: (
      <>
        <Text size="sm" lineClamp={2}>
          {event.preview}
        </Text>
        <Button
          size="xs"
          variant="light"
          mt={4}
          onClick={(e) => {
            e.stopPropagation();
            open();
          }}
        >
          {notificationText.openChat}
        </Button>
      </>
    ),
    autoClose: TOAST_MS,
    style: { cursor: 'pointer' },
    onClick: open,
  });
}
