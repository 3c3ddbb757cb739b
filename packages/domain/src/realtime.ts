import type { SaleCreated } from './checkout';
import type { ChatMessage, Escalation, MessageStatus, NewMessageEvent } from './conversations';

/** Issue 31: 'Carla Mendes está digitando…' goes after this long without a new 'chat:typing'. */
export const TYPING_SHOWN_MS = 6000;
/** A send box tells the room at most this often while its writer types. */
export const TYPING_EVERY_MS = 2500;
import { GATEWAY_CONNECTION_EVENT, type GatewayConnectionEvent } from './gateway';
import type { TaskNoticeKind, TaskStatus } from './task-texts';

/**
 * Spec 1 §9: every socket.io event the server sends and its payload, typed once for the
 * server's `Server<…>` and the web's `Socket<…>`. Events only tell screens to read again
 * (or show a toast); the HTTP API stays the source of the data.
 */

/** A confirmed payment that became a sale, as staff are told of it. */
export type { SaleCreated };
export type SaleCreatedEvent = { sale: SaleCreated; customer_name: string; list_name: string };

/** A task was given to the one staff member who hears this (spec 3: the assignee is told live). */
export type TaskAssignedEvent = {
  task: { id: number; title: string; priority: string; due_date: string | null };
  by: string;
};

/**
 * Something happened to a task of the staff member who hears this (its creator or assignee,
 * never the one who did it, docs/0048): a comment, a status change, an edit, or a reminder of
 * its due date (`by` is null then).
 */
export type TaskNoticeEvent = {
  kind: TaskNoticeKind;
  task: { id: number; title: string; status: TaskStatus; due_date: string | null };
  by: string | null;
};

/** A message stored in a customer's chat (incoming or outgoing). */
export type ChatMessageEvent = { userId: number; message: ChatMessage };
/** WhatsApp's receipt moved an outgoing message's delivery (or a retry is sending it): the chat's ticks. */
export type ChatStatusEvent = { userId: number; messageId: number; status: MessageStatus };
/** A staff member as the chat's header names them. */
export type ChatPerson = { id: number; name: string };
/** Who has this chat open right now (every staff member once, whatever number of tabs). */
export type ChatPresenceEvent = { userId: number; viewers: ChatPerson[] };
/** Someone in this chat is typing an answer (sent at most every few seconds while they type). */
export type ChatTypingEvent = { userId: number; staff: ChatPerson };
/** A customer's chat state changed (bot, attendance, attendant, or a block released): read it again. */
export type ChatUpdatedEvent = { userId: number; bot_enabled?: boolean; atendimento?: boolean; seller_id?: number };
/**
 * The chat was handed to the one staff member who hears this. `by` is who gave it, for the toast
 * ('Chat de Maria Souza atribuído a você por carla'); null when there is nothing to tell (they
 * took it themselves, or it was already theirs): the screens only read the chat again.
 */
export type ChatAssignedEvent = { userId: number; customer_name: string; by: string | null };
export type ChatOfferedEvent = { userId: number; customer_name: string };
/** A colleague named this staff member with '@' in a note about a customer (issue 32). */
export type NoteMentionEvent = { note_id: number; userId: number; customer_name: string; by: string; preview: string };
/** A label of the catalogue was renamed, recoloured or deleted (issue 32): the cards read it again. */
export type LabelsChangedEvent = { label_id: number };

/**
 * Each stored message reaches a staff member as one event at most (docs/0026): an incoming one
 * as 'notification' to every staff member (it rings, and refreshes that chat and the lists);
 * any other (a reply by staff, the bot or the shop's phone) as 'chat:message' to the staff who
 * have that chat open ('chat:open'). The screens' polls catch up with anything missed.
 */
export type ServerToClientEvents = {
  /** Every staff member: an incoming customer message (it rings and refreshes that chat). */
  notification: (event: NewMessageEvent) => void;
  /** The staff with this chat open: a message that did not ring (outgoing) was stored in it. */
  'chat:message': (event: ChatMessageEvent) => void;
  /** The staff with this chat open: a message's delivery changed (sent, delivered, read, failed). */
  'chat:status': (event: ChatStatusEvent) => void;
  /** The staff with this chat open: who else has it open (on every join and leave). */
  'chat:presence': (event: ChatPresenceEvent) => void;
  /** The other staff with this chat open: one of them is typing ('Carla está digitando…'). */
  'chat:typing': (event: ChatTypingEvent) => void;
  'chat:updated': (event: ChatUpdatedEvent) => void;
  'chat:assigned': (event: ChatAssignedEvent) => void;
  /** One staff member: a waiting chat is offered to them (fair assignment's 'offer' mode, issue 32). */
  'chat:offered': (event: ChatOfferedEvent) => void;
  /** The staff member a note names: a toast, and the bell keeps it. */
  'note:mention': (event: NoteMentionEvent) => void;
  /** Every staff member: the label catalogue changed (a customer's own labels come as 'chat:updated'). */
  'labels:changed': (event: LabelsChangedEvent) => void;
  /** Supervisors and admins: a trainee's message was blocked by the AI check. */
  escalation: (event: Escalation) => void;
  /** Supervisors, admins and the blocked trainee: the block was released. */
  'escalation:released': (event: Escalation) => void;
  'sale:created': (event: SaleCreatedEvent) => void;
  'task:assigned': (event: TaskAssignedEvent) => void;
  /** The task's creator and assignee: someone else changed or commented on it, or its due date is near or past. */
  'task:notice': (event: TaskNoticeEvent) => void;
  /** Admins only: the WhatsApp connection state changed. */
  [GATEWAY_CONNECTION_EVENT]: (event: GatewayConnectionEvent) => void;
};

/** The answer to 'chat:open': refused when the id is not a chat the staff member may read. */
export type ChatOpenAnswer = { ok: true } | { ok: false; error: string };

/**
 * What the web sends over the socket: which chats it shows, so the server sends 'chat:message'
 * only there. Every action is an HTTP call.
 */
export type ClientToServerEvents = {
  /** A screen shows this customer's chat (again after a reconnection): join its room. */
  'chat:open': (customerId: number, answer: (result: ChatOpenAnswer) => void) => void;
  /** No screen shows it any more: leave the room. */
  'chat:close': (customerId: number) => void;
  /** Typing in this open chat's send box: the others in its room are told. */
  'chat:typing': (customerId: number) => void;
  /** Who has this open chat open? The room is told again ('chat:presence'). */
  'chat:presence': (customerId: number) => void;
};

export type RealtimeEventName = keyof ServerToClientEvents;
export type RealtimePayload<E extends RealtimeEventName> = Parameters<ServerToClientEvents[E]>[0];
