import { foldText } from '@ponte/domain/search';
import {
  fillPlaceholders,
  quickReplyText,
  type QuickReply,
  type QuickReplyInput,
  type QuickReplyPage,
  type QuickReplyUsageResponse,
  type QuickReplyUseResult,
} from '@ponte/domain/quick-replies';
import type { Role } from '@ponte/domain/roles';
import { statsPeriod, type StatsPeriodQuery } from '@ponte/domain/stats';
import { shopDayRange } from '@ponte/domain/dates';
import { nowIso, toCount, type Db, type Tx } from '../../db';
import { isForeignKeyViolation, isUniqueViolation, AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { requireCustomer } from '../customers/service';
import { openListFacts } from '../lists/service';
import { activityRecorder, recordedChange } from '../logs/service';
import * as q from './queries';

const recordQuickReply = activityRecorder('quick_reply');

/** Who keeps the shared replies for the team (spec roles: 'operador' is shown as Supervisor). */
const MANAGERS: readonly Role[] = ['admin', 'operador'];
const managesShared = (actor: Actor) => MANAGERS.includes(actor.role);
/** The most used replies the statistics list. */
const USAGE_MAX = 50;

const toQuickReply = (r: q.QuickReplyRow, actor: Actor): QuickReply => ({
  id: r.id,
  shortcut: r.shortcut,
  content: r.content,
  shared: r.owner_id === null,
  owner_id: r.owner_id,
  owner_name: r.owner_id === null ? null : r.owner_name,
  editable: r.owner_id === null ? managesShared(actor) : r.owner_id === actor.id,
  uses: toCount(r.uses),
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export async function listQuickReplies(
  db: Db,
  actor: Actor,
  query: { busca?: string; pagina: number; limite: number },
): Promise<QuickReplyPage> {
  const folded = query.busca ? foldText(query.busca.replace(/^\/+/, '')) || undefined : undefined;
  const offset = (query.pagina - 1) * query.limite;
  const [rows, total] = await Promise.all([
    q.visibleReplies(db, actor.id, { folded, offset, limit: query.limite }),
    q.countVisibleReplies(db, actor.id, folded),
  ]);
  return {
    items: rows.map((r) => toQuickReply(r, actor)),
    total,
    page: query.pagina,
    pages: Math.max(1, Math.ceil(total / query.limite)),
  };
}

/** A reply the actor can see (shared, or their own); 404 for anyone else's, as if it were not there. */
async function visibleReply(db: Db, actor: Actor, id: number) {
  const reply = await q.findReply(db, id);
  if (!reply || (reply.owner_id !== null && reply.owner_id !== actor.id)) throw notFound(quickReplyText.notFound);
  return reply;
}

/** Shared replies are the managers' to write: a trainee keeps personal ones only. */
function ownerFor(actor: Actor, shared: boolean): number | null {
  if (shared && !managesShared(actor)) throw forbidden(quickReplyText.sharedForbidden);
  return shared ? null : actor.id;
}

const shortcutTaken = (shortcut: string) =>
  new AppError(
    409,
    quickReplyText.shortcutTaken.replace('{shortcut}', shortcut),
    { shortcut: quickReplyText.shortcutTaken.replace('{shortcut}', shortcut) },
    'quick_reply_shortcut_taken',
  );

const columns = (input: QuickReplyInput) => ({
  shortcut: input.shortcut,
  content: input.content,
  search_text: foldText(`${input.shortcut} ${input.content}`),
});

async function answer(db: Db, actor: Actor, id: number): Promise<QuickReply> {
  const row = await q.replyById(db, id);
  if (!row) throw notFound(quickReplyText.notFound);
  return toQuickReply(row, actor);
}

export async function createQuickReply(db: Db, actor: Actor, input: QuickReplyInput, ip?: string) {
  const owner = ownerFor(actor, input.shared);
  const now = nowIso();
  const row = await q.insertReply(db, {
    ...columns(input),
    owner_id: owner,
    created_by: actor.id,
    created_at: now,
    updated_at: now,
  });
  if (!row) throw shortcutTaken(input.shortcut);
  await recordQuickReply(db, actor.id, 'create', row.id, { shortcut: input.shortcut, shared: input.shared }, ip);
  return answer(db, actor, row.id);
}

/**
 * A reply changed by who may change it: a shared one by a manager, a personal one by its owner.
 * `shared` moves it between the team and the caller's own (making it shared needs a manager).
 */
export async function updateQuickReply(db: Db, actor: Actor, id: number, input: QuickReplyInput, ip?: string) {
  const reply = await visibleReply(db, actor, id);
  ownerFor(actor, reply.owner_id === null);
  const owner = ownerFor(actor, input.shared);
  let updated;
  try {
    updated = await q.updateReply(db, id, reply.owner_id, { ...columns(input), owner_id: owner, updated_at: nowIso() });
  } catch (err) {
    if (isUniqueViolation(err)) throw shortcutTaken(input.shortcut);
    throw err;
  }
  // Deleted, or moved between shared and personal, since it was read.
  if (!updated) throw conflict(quickReplyText.notFound);
  await recordQuickReply(db, actor.id, 'update', id, { shortcut: input.shortcut, shared: input.shared }, ip);
  return answer(db, actor, id);
}

export async function deleteQuickReply(db: Db, actor: Actor, id: number, ip?: string) {
  const reply = await visibleReply(db, actor, id);
  ownerFor(actor, reply.owner_id === null);
  await recordedChange(
    db,
    {
      userId: actor.id,
      action: 'delete',
      entityType: 'quick_reply',
      entityId: id,
      details: (row) => ({ shortcut: row.shortcut }),
      ip,
    },
    (tx: Tx) => q.deleteReply(tx, id, reply.owner_id),
    quickReplyText.notFound,
  );
}

/**
 * A reply chosen for a customer: its placeholders filled from the customer, the caller and the
 * customer's open list, and the use counted. The text is not sent here: it goes into the send
 * box and leaves through the usual send (a trainee's AI check included).
 */
export async function useQuickReply(
  db: Db,
  actor: Actor,
  id: number,
  customerId: number,
): Promise<QuickReplyUseResult> {
  const reply = await visibleReply(db, actor, id);
  const customer = await requireCustomer(db, customerId).catch(() => {
    throw notFound(quickReplyText.customerNotFound);
  });
  const list = (await openListFacts(db, [customer.id])).get(customer.id);
  const name = customer.name.trim();
  const filled = fillPlaceholders(reply.content, {
    nome: name,
    primeiro_nome: name.split(/\s+/)[0],
    atendente: actor.name,
    lista: list?.lista,
    total: list?.total_lista,
    link: list?.link_pagamento,
  });
  await q
    .insertUse(db, { quick_reply_id: id, staff_id: actor.id, customer_id: customer.id, used_at: nowIso() })
    .catch((err: unknown) => {
      // The reply or the customer was deleted meanwhile.
      if (isForeignKeyViolation(err)) throw notFound(quickReplyText.notFound);
      throw err;
    });
  return filled;
}

/** Uses per reply in the period (the chat statistics): the most used first. */
export async function quickReplyUsage(db: Db, query: StatsPeriodQuery): Promise<QuickReplyUsageResponse> {
  const period = statsPeriod(query);
  const { from, to } = shopDayRange(period.start_date, period.end_date);
  const rows = await q.usageBetween(db, from!, to!, USAGE_MAX);
  return {
    period,
    replies: rows.map((r) => ({
      id: r.id,
      shortcut: r.shortcut,
      shared: r.owner_id === null,
      owner_name: r.owner_id === null ? null : r.owner_name,
      uses: toCount(r.uses),
    })),
  };
}
