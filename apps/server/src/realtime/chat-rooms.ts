import type { Socket } from 'socket.io';
import type { ChatOpenAnswer, ClientToServerEvents, ServerToClientEvents } from '@ponte/domain/realtime';
import type { Actor } from '../plugins/auth';

/** A screen shows one or two chats at a time: more open at once is a client gone wrong. */
export const MAX_OPEN_CHATS = 20;

/** The room of the staff sockets showing this customer's chat: 'chat:message' goes there only. */
export const chatRoom = (customerId: number) => `chat:${customerId}`;

/**
 * Whether this staff member may read that customer's chat: the rule of the HTTP chat routes,
 * handed in by app.ts (realtime/ imports nothing from modules/).
 */
export type ChatAccess = (actor: Actor, customerId: number) => Promise<boolean>;

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

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
  });
  socket.on('chat:close', (customerId) => {
    if (!open.delete(customerId)) return;
    void socket.leave(chatRoom(customerId));
  });
}
