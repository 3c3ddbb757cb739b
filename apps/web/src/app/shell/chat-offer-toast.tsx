import { assignmentText, OFFER_SECONDS } from '@ponte/domain/assignment-texts';
import type { ChatOfferedEvent } from '@ponte/domain/realtime';
import type { RealtimeSocket } from '../../lib/socket';
import { showChatToast } from './chat-toast';

/** 'chat:offered' (issue 32, fair assignment's 'offer' mode), sent only to the staff member offered the chat. */
export function listenToChatOffers(socket: RealtimeSocket, onOffer: (event: ChatOfferedEvent) => void) {
  const listener = (event: ChatOfferedEvent) => {
    if (typeof event?.userId === 'number' && typeof event.customer_name === 'string') onOffer(event);
  };
  socket.on('chat:offered', listener);
  return () => void socket.off('chat:offered', listener);
}

/** 'Conversa oferecida a você — Maria Souza aguarda atendimento.' with 'Aceitar'. */
export function showChatOffer(
  event: ChatOfferedEvent,
  accept: (userId: number) => void,
  createAudio?: (src: string) => HTMLAudioElement,
) {
  showChatToast({
    id: `chat-offer-${event.userId}`,
    color: 'teal',
    title: `${assignmentText.offerTitle}: ${assignmentText.offerBody(event.customer_name)}`,
    action: { label: assignmentText.accept, run: () => accept(event.userId) },
    createAudio,
    // The chat is held for this staff member while offered: the toast stays as long.
    autoClose: OFFER_SECONDS * 1000,
  });
}
