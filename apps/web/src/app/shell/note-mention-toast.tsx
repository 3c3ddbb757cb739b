import { Text } from '@mantine/core';
import { noteMentionLine, notificationText } from '@ponte/domain/notification-texts';
import type { NoteMentionEvent } from '@ponte/domain/realtime';
import type { RealtimeSocket } from '../../lib/socket';
import { showChatToast } from './chat-toast';

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
  showChatToast({
    id: `note-mention-${event.note_id}`,
    color: 'yellow',
    title: noteMentionLine(event.by, event.customer_name),
    body: (
      <Text size="sm" lineClamp={2}>
        {event.preview}
      </Text>
    ),
    action: { label: notificationText.openChat, run: () => openChat(event.userId) },
    createAudio,
  });
}
