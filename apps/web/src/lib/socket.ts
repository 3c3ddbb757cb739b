// Type only: the listener type socket.io-client's own `Socket.on` is declared with.
import type { ReservedOrUserListener } from '@socket.io/component-emitter';
import { io, type Socket, type SocketReservedEvents } from 'socket.io-client';
import type { ClientToServerEvents, RealtimeEventName, ServerToClientEvents } from '@ponte/domain/realtime';
import { SOCKET_RETRY_MS, SOCKET_UNAVAILABLE } from '@ponte/domain/socket-refusal';
import { getToken } from './auth-storage';

/** Spec 1 §9 'Realtime connection': same origin, polling then websocket, 10 attempts 1 s apart, 10 s timeout. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['polling', 'websocket'],
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  timeout: 10000,
} as const;

export type PonteSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The listener of one event of the domain's contract, as the socket declares it. */
export type RealtimeListener<E extends RealtimeEventName> = ReservedOrUserListener<
  SocketReservedEvents,
  ServerToClientEvents,
  E
>;

/** The two methods listeners use, typed by the domain's event contract; tests hand in a fake. */
export type RealtimeSocket = {
  on<E extends RealtimeEventName>(event: E, listener: RealtimeListener<E>): unknown;
  off<E extends RealtimeEventName>(event: E, listener: RealtimeListener<E>): unknown;
};

let socket: PonteSocket | null = null;
/** The pending reconnection after an 'unavailable' refusal: a sign-out cancels it. */
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * The chats some screen shows, each with what to run once its room is joined (one entry per
 * screen showing it). They outlive the socket: a screen may open a chat before the shell
 * connects, and every (re)connection joins them all again.
 */
const openChats = new Map<number, Set<() => void>>();

function joinChat(s: PonteSocket, customerId: number) {
  s.emit('chat:open', customerId, (answer) => {
    if (answer.ok) openChats.get(customerId)?.forEach((joined) => joined());
  });
}

/** The one realtime connection of the signed-in user, opened on first use. */
export function connectSocket(): PonteSocket {
  if (!socket) {
    const s = io({
      ...SOCKET_OPTIONS,
      transports: [...SOCKET_OPTIONS.transports],
      // Read at every (re)connection, so a reconnect after a new sign-in carries the new token.
      auth: (cb) => cb({ token: getToken() }),
    });
    // Rooms belong to one connection: a reconnection starts in none.
    s.on('connect', () => openChats.forEach((_, customerId) => joinChat(s, customerId)));
    // Refused while the server's database did not answer (issue 34): socket.io gives up after a
    // refusal, so the client asks again itself; any other refusal (a sign-out) stays refused.
    s.on('connect_error', (err) => {
      if (err.message === SOCKET_UNAVAILABLE && !s.active) retry = setTimeout(() => s.connect(), SOCKET_RETRY_MS);
    });
    socket = s;
  }
  return socket;
}

/**
 * A screen shows this customer's chat: the server sends its 'chat:message' events here
 * (docs/0026). `onJoined` runs each time the chat's room is joined, after a reconnection too:
 * read the chat again then, for what was stored while out of the room. Returns the close.
 */
export function openChat(customerId: number, onJoined: () => void): () => void {
  const first = !openChats.has(customerId);
  const screens = openChats.get(customerId) ?? new Set();
  const entry = () => onJoined();
  screens.add(entry);
  openChats.set(customerId, screens);
  // Not connected yet: the 'connect' handler joins it.
  if (first && socket?.connected) joinChat(socket, customerId);
  return () => {
    screens.delete(entry);
    if (screens.size > 0 || openChats.get(customerId) !== screens) return;
    openChats.delete(customerId);
    if (socket?.connected) socket.emit('chat:close', customerId);
  };
}

/** Whether some screen shows this customer's chat now (its messages, not another tab). */
export const isChatOpen = (customerId: number) => openChats.has(customerId);

/** Listens to one server event on the user's connection until the returned stop is called. */
export function onRealtime<E extends RealtimeEventName>(event: E, listener: RealtimeListener<E>): () => void {
  const s = connectSocket();
  s.on(event, listener);
  return () => void s.off(event, listener);
}

/**
 * Asks the server to tell this chat's room again who has it open: a screen that starts
 * listening after the chat was joined hears the list too.
 */
export function askPresence(customerId: number) {
  if (socket?.connected && openChats.has(customerId)) socket.emit('chat:presence', customerId);
}

/** The writer is typing in this open chat: the others who have it open are told (issue 31). */
export function sendTyping(customerId: number) {
  if (socket?.connected) socket.emit('chat:typing', customerId);
}

/** Closes the connection (sign-out, or the shell going away). */
export function disconnectSocket() {
  clearTimeout(retry);
  socket?.disconnect();
  socket = null;
}
