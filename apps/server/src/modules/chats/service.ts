import { createHash } from 'node:crypto';
import { unreadText, type ReadMarker } from '@ponte/domain/conversations';
import { searchPattern } from '@ponte/domain/search';
import { shopDayStart, shopToday } from '@ponte/domain/dates';
import { STAFF_ROLES, type Role } from '@ponte/domain/roles';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { findCustomer, requireCustomer } from '../customers/service';
import { labelsOf } from '../labels/service';
import * as q from './queries';

export const QUEUE_LIMIT = 200;
/** The waiting chats the attendance panel shows. */
export const WAITING_LIMIT = 100;

/**
 * Who reads a customer's chat (GET /api/users/:id, the chat screens' poll): every staff role,
 * trainees too. The socket's chat rooms ask the same (mayReadChat), so they can never show
 * more than the HTTP route does.
 */
export const CHAT_READERS: readonly Role[] = STAFF_ROLES;

/** Whether this staff member may read this customer's chat: a reader's role, and a customer that exists. */
export async function mayReadChat(db: Db, actor: Actor, customerId: number) {
  return CHAT_READERS.includes(actor.role) && (await findCustomer(db, customerId)) !== undefined;
}

const digest = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16);

export async function queueEtag(db: Db, actor: Actor) {
  const f = await q.queueFingerprint(db, actor.id);
  return `W/"q${actor.id}-${digest(`${f.n}:${f.v}:${f.m}`)}"`;
}

/**
 * The waiting list's poll answers 304 while the chats it shows are the same ones at the same
 * versions; those shown are all that is read, not every waiting chat.
 */
export async function waitingEtag(db: Db) {
  const rows = await q.waitingVersions(db, WAITING_LIMIT);
  return `W/"w-${digest(rows.map((r) => `${r.id}.${r.version}`).join(','))}"`;
}

/**
 * The panel's counts with their ETag: five index counts are cheaper than any fingerprint that
 * would also follow the activity log and the shop's day, so the tag is the answer's own digest.
 */
export async function chatStatsWithEtag(db: Db, now = new Date()) {
  const stats = await chatStats(db, now);
  return { stats, etag: `W/"s-${digest(JSON.stringify(stats))}"` };
}

/** GET /api/chats/my-queue: the chats assigned to the signed-in staff member. */
export async function myQueue(db: Db, actor: Actor) {
  const rows = await q.listQueue(db, actor.id, QUEUE_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    user_id: r.id,
    user: { name: r.name, phone: r.phone, email: r.email },
    bot_enabled: r.bot_enabled === 1,
    atendimento: r.atendimento === 1,
    last_interaction: r.last_activity,
    messages_count: Number(r.messages_count),
  }));
}

export async function waitingChats(db: Db) {
  const rows = await q.listWaiting(db, WAITING_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    last_activity: r.last_activity,
    messages_count: Number(r.messages_count),
  }));
}

/** 'Finalizados Hoje' counts since the start of the shop's day (São Paulo), not UTC's (issue 29). */
export async function chatStats(db: Db, now = new Date()) {
  const since = shopDayStart(shopToday(now)).toISOString();
  return q.chatCounts(db, since);
}

export async function inbox(
  db: Db,
  actor: Actor,
  query: { search?: string; page: number; limit: number; etiqueta?: number },
) {
  const pattern = query.search ? searchPattern(query.search) || undefined : undefined;
  const rows = await q.listInbox(db, actor.id, pattern, (query.page - 1) * query.limit, query.limit, query.etiqueta);
  const labels = await labelsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    lastMessage: r.last_message,
    lastActivity: r.last_activity,
    unread: Number(r.unread),
    botPaused: r.bot_enabled !== 1,
    atendimento: r.atendimento === 1,
    seller_id: r.seller_id,
    labels: labels.get(r.id) ?? [],
  }));
}

export async function markConversationRead(db: Db, actor: Actor, customerId: number): Promise<ReadMarker> {
  await requireCustomer(db, customerId);
  const [last, before] = await Promise.all([q.lastMessageId(db, customerId), q.readMarker(db, actor.id, customerId)]);
  if (last?.id) await q.markRead(db, actor.id, customerId, Number(last.id), nowIso());
  const previous = before?.last_read_message_id ?? null;
  return {
    customer_id: customerId,
    last_read_message_id: last?.id ? Number(last.id) : null,
    previous_read_message_id: previous,
    first_unread_message_id: await firstUnreadAfter(db, customerId, previous),
  };
}

/** Where the unread ones start after the reader's old marker; null when never read. */
const firstUnreadAfter = async (db: Db, customerId: number, marker: number | null) =>
  marker === null ? null : ((await q.firstIncomingAfter(db, customerId, marker))?.id ?? null);

/**
 * 'Marcar como não lida' (issue 31): the customer's newest message of their own counts as unread
 * again for the caller, as WhatsApp does; 409 when the customer never wrote.
 */
export async function markConversationUnread(db: Db, actor: Actor, customerId: number): Promise<ReadMarker> {
  await requireCustomer(db, customerId);
  const [last, before] = await Promise.all([q.lastIncomingId(db, customerId), q.readMarker(db, actor.id, customerId)]);
  if (!last?.id) throw conflict(unreadText.nothingToMark, 'nothing_unread');
  const marker = Number(last.id) - 1;
  await q.setReadMarker(db, actor.id, customerId, marker, nowIso());
  const previous = before?.last_read_message_id ?? null;
  return {
    customer_id: customerId,
    last_read_message_id: marker,
    previous_read_message_id: previous,
    first_unread_message_id: await firstUnreadAfter(db, customerId, previous),
  };
}

export { chatStatistics, chatStatusCounts, periodRange } from './statistics';
export { foldChatDayDeltas, scheduleChatDayFold } from './day-counts';
