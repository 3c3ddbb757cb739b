import type { Socket } from 'socket.io';
import type { ChatOpenAnswer, ClientToServerEvents, ServerToClientEvents } from '@ponte/domain/realtime';
import type { Actor } from '../plugins/auth';

/** A screen shows one or two chats at a time: more open at once is a client gone wrong. */
export const MAX_OPEN_CHATS = 20;

/** The room of the staff sockets showing this customer's chat: 'chat:message' goes there only. */
export const chatRoom = (customerId: number) => `chat:${customerId}`;

/**
 * Whether this staff member may read that customer's chat: the rule of the HTTP chat routes,
 * handed in by src/modules.ts (realtime/ imports nothing from modules/).
 */
export type ChatAccess = (actor: Actor, customerId: number) => Promise<boolean>;

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<never, never>, { actor: Actor }>;

/** One 'chat:typing' per socket and chat is passed on at most this often: a client gone wrong cannot flood a room. */
const TYPING_RELAY_MS = 1000;

/**
 * Tells the room who has the chat open: each staff member once, whatever their tabs, read from
 * the room itself (on every instance, through the adapter), so a crash leaves no stale name.
 */
async function announcePresence(socket: ChatSocket, customerId: number, logError: (err: unknown) => void) {
  try {
    const sockets = await socket.nsp.in(chatRoom(customerId)).fetchSockets();
    const viewers = new Map<number, { id: number; name: string }>();
    for (const s of sockets) {
      const actor = (s.data as { actor?: Actor }).actor;
      if (actor) viewers.set(actor.id, { id: actor.id, name: actor.name });
    }
    socket.nsp.to(chatRoom(customerId)).emit('chat:presence', { userId: customerId, viewers: [...viewers.values()] });
  } catch (err) {
    logError(err);
  }
}

/**
 * 'chat:open' joins the chat's room once the staff member, checked again now (a deactivated
 * account's socket may live until the next sweep), may read that chat; 'chat:close' leaves it.
 * The room name is built from a checked integer, so a client can never name another room.
 */
export function handleChatRooms(
  socket: ChatSocket,
  currentActor: () => Promise<Actor | null>,
  mayRead: ChatAccess,
  logError: (err: unknown) => void,
) {
  // The chats this socket asked for and has not closed: a close during the check wins.
  const open = new Set<number>();
  socket.on('chat:open', async (customerId, answer) => {
    // A client may leave out the callback; the server answers nobody then.
    const reply = (result: ChatOpenAnswer) => (typeof answer === 'function' ? answer(result) : undefined);
    if (!Number.isSafeInteger(customerId) || customerId <= 0) return reply({ ok: false, error: 'invalid' });
    if (!open.has(customerId) && open.size >= MAX_OPEN_CHATS) return reply({ ok: false, error: 'too_many' });
    open.add(customerId);
    let allowed = false;
    try {
      const actor = await currentActor();
      allowed = actor !== null && (await mayRead(actor, customerId));
    } catch (err) {
      logError(err);
    }
    if (!allowed) {
      open.delete(customerId);
      return reply({ ok: false, error: 'forbidden' });
    }
    if (!open.has(customerId) || socket.disconnected) return reply({ ok: false, error: 'closed' });
    await socket.join(chatRoom(customerId));
    reply({ ok: true });
    await announcePresence(socket, customerId, logError);
  });
  socket.on('chat:close', async (customerId) => {
    if (!open.delete(customerId)) return;
    await socket.leave(chatRoom(customerId));
    await announcePresence(socket, customerId, logError);
  });
  // Typing is passed on only within a chat this socket has joined, never back to the writer.
  const lastTyping = new Map<number, number>();
  socket.on('chat:typing', (customerId) => {
    if (!Number.isSafeInteger(customerId) || !socket.rooms.has(chatRoom(customerId))) return;
    const now = Date.now();
    if (now - (lastTyping.get(customerId) ?? 0) < TYPING_RELAY_MS) return;
    lastTyping.set(customerId, now);
    const { id, name } = socket.data.actor;
    socket.to(chatRoom(customerId)).emit('chat:typing', { userId: customerId, staff: { id, name } });
  });
  // A screen that started listening after the chat was joined asks again.
  socket.on('chat:presence', (customerId) => {
    if (Number.isSafeInteger(customerId) && socket.rooms.has(chatRoom(customerId)))
      void announcePresence(socket, customerId, logError);
  });
  // Gone (a closed tab, a lost connection): the others see the name leave.
  socket.on('disconnect', () => {
    for (const customerId of open) void announcePresence(socket, customerId, logError);
  });
}
