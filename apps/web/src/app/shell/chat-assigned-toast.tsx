import { chatAssignedLine, notificationText } from '@ponte/domain/notification-texts';
import type { ChatAssignedEvent } from '@ponte/domain/realtime';
import type { RealtimeSocket } from '../../lib/socket';
import { showChatToast } from './chat-toast';

/** A chat given by someone else: `by` is null when the attendant took it or it was already theirs. */
type HandedOver = ChatAssignedEvent & { by: string };

/**
 * 'chat:assigned' (sent only to the new attendant) that is news: someone else gave them the chat.
 * The same event also refreshes the chat screens (listenToRealtime), whoever gave it.
 */
export function listenToChatAssignments(socket: RealtimeSocket, onAssigned: (event: HandedOver) => void): () => void {
  const listener = (event: ChatAssignedEvent) => {
    if (typeof event?.by === 'string' && typeof event.customer_name === 'string') onAssigned(event as HandedOver);
  };
  socket.on('chat:assigned', listener);
  return () => void socket.off('chat:assigned', listener);
}

export const chatAssignedToastId = (userId: number) => `chat-assigned-${userId}`;

/**
 * 'Chat de Maria Souza atribuído a você por carla.mendes', with 'Abrir chat' (a click on the
 * toast opens it too), and the new-message sound when the user turned sounds on: an assignment
 * is work waiting, as a new message is. The bell keeps it after the toast goes.
 */
export function showChatAssigned(
  event: HandedOver,
  openChat: (userId: number) => void,
  createAudio?: (src: string) => HTMLAudioElement,
) {
  showChatToast({
    id: chatAssignedToastId(event.userId),
    color: 'indigo',
    title: chatAssignedLine(event.customer_name, event.by),
    action: { label: notificationText.openChat, run: () => openChat(event.userId) },
    createAudio,
  });
}
