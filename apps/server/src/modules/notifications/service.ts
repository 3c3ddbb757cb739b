import { createHash } from 'node:crypto';
import {
  NOTIFICATION_DAYS,
  NOTIFICATION_ITEMS_MAX,
  type NotificationFeed,
  type NotificationItem,
  type ReadCursor,
} from '@ponte/domain/notifications';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { Actor } from '../../plugins/auth';
import { newestEscalationId, newestMessageId, recentEscalations, recentIncoming } from '../conversations/service';
import { lastChatAssignment, recentChatAssignments } from '../customers/service';
import { newestMentionId, recentMentions } from '../notes/service';
import { newestSaleId, recentConfirmedSales } from '../sales/service';
import { lastAssignmentAt, newestTaskNoticeId, recentAssignments, recentTaskNotices } from '../tasks/service';
import * as q from './queries';

const DAY_MS = 86_400_000;
const sinceOf = (now: Date) => new Date(now.getTime() - NOTIFICATION_DAYS * DAY_MS).toISOString();

/**
 * The bell (docs/0038): derived at each read from the tables that hold the events, each source
 * asked through its owner's service with that owner's rule of who sees what (escalations:
 * supervisors and admins; sales: an admin's all, anyone else's own; tasks and chats: given to
 * me by someone else). Nothing is written per message or per staff member on the webhook's path; what
 * was seen is one watermark row per staff member.
 */
export async function notificationFeed(db: Db, actor: Actor, now = new Date()): Promise<NotificationFeed> {
  const mark = await q.findReadMark(db, actor.id);
  const seenId = mark?.message_id ?? 0;
  const seenAt = mark?.read_at ?? '';
  const since = sinceOf(now);
  const [groups, escalations, tasks, notices, chats, sales, mentions] = await Promise.all([
    recentIncoming(db, since, seenId),
    recentEscalations(db, actor, since, NOTIFICATION_ITEMS_MAX),
    recentAssignments(db, actor, since, NOTIFICATION_ITEMS_MAX),
    recentTaskNotices(db, actor, since, NOTIFICATION_ITEMS_MAX),
    recentChatAssignments(db, actor, since, NOTIFICATION_ITEMS_MAX),
    recentConfirmedSales(db, actor, since, NOTIFICATION_ITEMS_MAX),
    recentMentions(db, actor, since, NOTIFICATION_ITEMS_MAX),
  ]);
  const none = { customer_id: null, customer_name: null, preview: null, actor_name: null, amount_brl: null, count: 1 };
  const items: NotificationItem[] = [
    ...groups.map((g) => ({
      ...none,
      key: `messages:${g.customerId}`,
      kind: 'messages' as const,
      at: g.lastAt,
      unread: g.unread > 0,
      customer_id: g.customerId,
      customer_name: g.customerName,
      count: g.unread > 0 ? g.unread : g.total,
      preview: g.lastText,
      target_id: g.lastId,
    })),
    ...escalations.map((e) => ({
      ...none,
      key: `escalation:${e.id}`,
      kind: 'escalation' as const,
      at: e.created_at,
      unread: e.created_at > seenAt,
      customer_id: e.customer_id,
      customer_name: e.customer_name,
      preview: e.blocked_message,
      actor_name: e.trainee_name,
      target_id: e.id,
      open: e.resolved_at === null,
    })),
    ...tasks.map((t) => ({
      ...none,
      key: `task:${t.id}`,
      kind: 'task' as const,
      at: t.assigned_at!,
      unread: t.assigned_at! > seenAt,
      customer_id: t.related_to_user,
      customer_name: t.customer_name,
      preview: t.title,
      actor_name: t.assigned_by_name,
      target_id: t.id,
    })),
    ...notices.map((n) => ({
      ...none,
      key: `task_notice:${n.id}`,
      kind: 'task_notice' as const,
      at: n.created_at,
      unread: n.created_at > seenAt,
      customer_id: n.related_to_user,
      customer_name: n.customer_name,
      preview: n.title,
      actor_name: n.actor_name,
      target_id: n.task_id,
      notice: n.kind,
      task_status: n.status,
    })),
    ...chats.map((a) => ({
      ...none,
      key: `chat_assigned:${a.id}`,
      kind: 'chat_assigned' as const,
      at: a.created_at,
      unread: a.created_at > seenAt,
      customer_id: a.customer_id,
      customer_name: a.customer_name,
      actor_name: a.assigned_by_name,
      target_id: a.id,
    })),
    ...sales.map((s) => ({
      ...none,
      key: `sale:${s.id}`,
      kind: 'sale' as const,
      at: s.created_at,
      unread: s.created_at > seenAt,
      customer_id: s.user.id,
      customer_name: s.user.name,
      preview: s.list_name,
      amount_brl: s.total_brl,
      target_id: s.id,
    })),
    ...mentions.map((n) => ({
      ...none,
      key: `note_mention:${n.id}`,
      kind: 'note_mention' as const,
      at: n.created_at,
      unread: n.created_at > seenAt,
      customer_id: n.customer_id,
      customer_name: n.customer_name,
      preview: n.content,
      actor_name: n.author_name,
      target_id: n.id,
    })),
  ];
  items.sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? 1 : -1));
  return {
    items: items.slice(0, NOTIFICATION_ITEMS_MAX),
    unread: items.filter((i) => i.unread).length,
    cursor: { message_id: Math.max(seenId, ...groups.map((g) => g.lastId)), at: nowIso(now) },
  };
}

export const unreadCount = async (db: Db, actor: Actor) => ({ unread: (await notificationFeed(db, actor)).unread });

/**
 * The count poll's ETag: what can change the count, read from indexes only (the newest message,
 * escalation, sale and task notice, my newest task and chat assignments, my watermark) and the
 * hour, as items leave the window of NOTIFICATION_DAYS; and the newest note naming me. While it holds the count is not computed.
 */
export async function countEtag(db: Db, actor: Actor, now = new Date()) {
  const [message, escalation, sale, task, notice, chat, mention, mark] = await Promise.all([
    newestMessageId(db),
    newestEscalationId(db, actor),
    newestSaleId(db),
    lastAssignmentAt(db, actor),
    newestTaskNoticeId(db),
    lastChatAssignment(db, actor),
    newestMentionId(db, actor),
    q.findReadMark(db, actor.id),
  ]);
  const key = [
    actor.id,
    actor.role,
    message,
    escalation,
    sale,
    task,
    notice,
    chat,
    mention,
    mark?.message_id,
    mark?.read_at,
    nowIso(now).slice(0, 13),
  ];
  return `W/"n${actor.id}-${createHash('sha1').update(key.join(':')).digest('hex').slice(0, 16)}"`;
}

/**
 * 'Marcar todas como lidas' and opening the panel: everything up to the cursor the panel was
 * given (what the staff member saw), or up to now without one. A cursor ahead of the data is
 * brought back to it, so a wrong one cannot hide what has not happened yet.
 */
export async function markRead(db: Db, actor: Actor, cursor?: ReadCursor, now = new Date()) {
  const newest = await newestMessageId(db);
  const at = nowIso(now);
  // One spelling of the time ('…00.000Z'), so the stored marks compare as times.
  const seen = cursor ? nowIso(new Date(cursor.at)) : at;
  await q.raiseReadMark(db, actor.id, Math.min(cursor?.message_id ?? newest, newest), seen < at ? seen : at);
  return unreadCount(db, actor);
}
