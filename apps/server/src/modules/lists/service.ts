import { formatBrl } from '@ponte/domain/money';
import { foldText, searchPattern } from '@ponte/domain/search';
import { listText, type CreateList, type ListPage, type ShoppingList, type UpdateList } from '@ponte/domain/lists';
import { toCents } from '@ponte/domain/money';
import type { Db, Tx } from '../../db';
import { nowIso } from '../../db';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { customerIdsWithEmail, findCustomer, setStoreEmail } from '../customers/service';
import { activityRecorder } from '../logs/service';
import { findPlan } from '../plans/service';
import { retireListLinks } from '../checkout/service';
import { recordListChange } from './list-activity';
import * as q from './queries';
import { hydrateLists } from './hydrate';
import { currentKgRate } from './quote';
import { mayDiscount, quoteBase, quoteInTx } from './link-charge';

const recordCustomer = activityRecorder('customer');

export async function listShoppingLists(
  db: Db,
  query: { search?: string; status?: 'all' | ShoppingList['status']; user_id?: number; page: number; limit: number },
): Promise<ListPage> {
  const filter: q.ListFilter = {
    pattern: query.search ? searchPattern(query.search) : undefined,
    status: query.status && query.status !== 'all' ? query.status : undefined,
    customerId: query.user_id,
  };
  // The count first: how many a search finds tells the page how to look for them.
  const total = await q.countLists(db, filter);
  const [rows, counters] = await Promise.all([
    q.findLists(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }, total),
    q.listCounters(db),
  ]);
  return {
    success: true,
    data: await hydrateLists(db, rows),
    counters: {
      total: Number(counters.total),
      active: Number(counters.active ?? 0),
      completed: Number(counters.completed ?? 0),
      with_subscription: Number(counters.with_subscription ?? 0),
    },
    pagination: { page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

/** One customer's lists, newest first, as the customer detail shows them. */
export async function customerShoppingLists(db: Db, customerId: number): Promise<ShoppingList[]> {
  return hydrateLists(db, await q.findLists(db, { customerId }, { limit: 200, offset: 0 }));
}

export async function getShoppingList(db: Db, id: number): Promise<ShoppingList> {
  const row = await q.findListRow(db, id);
  if (!row) throw notFound(listText.notFound);
  return (await hydrateLists(db, [row]))[0]!;
}

async function requireListRow(db: Db | Tx, id: number) {
  const row = await q.findListRow(db, id);
  if (!row) throw notFound(listText.notFound);
  return row;
}

/** Chat screens show the customer's lists: every list change moves the customer's poll version. */

async function activePlan(db: Db | Tx, id: number) {
  const plan = await findPlan(db, id);
  if (!plan) throw notFound(listText.planNotFound);
  if (plan.active !== 1) throw conflict(listText.planInactive, 'plan_inactive');
  return plan;
}

export async function createShoppingList(
  db: Db,
  actor: Actor | null,
  input: CreateList,
  ip?: string,
): Promise<ShoppingList> {
  const customer = await findCustomer(db, input.user_id);
  if (!customer) throw notFound(listText.customerNotFound);
  const id = await db.transaction().execute(async (tx) => {
    if (input.subscription_id !== undefined) await activePlan(tx, input.subscription_id);
    const now = nowIso();
    const { id } = await q.insertList(tx, {
      customer_id: customer.id,
      name: input.name,
      status: 'active',
      search_text: foldText(input.name),
      applied_subscription_id: input.subscription_id ?? null,
      created_at: now,
      updated_at: now,
    });
    await recordListChange(tx, customer.id, {
      userId: actor?.id ?? null,
      action: 'create',
      listId: id,
      details: { name: input.name, customer_id: customer.id, via: actor ? 'staff' : 'bot' },
      ip,
    });
    return id;
  });
  return getShoppingList(db, id);
}

/**
 * Rename, status, the typed BRL amount or the applied plan. Completing needs the customer's
 * store e-mail, is refused when already completed, and freezes the kg rate the server fetched.
 */
export async function updateShoppingList(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateList,
  ip?: string,
): Promise<ShoppingList> {
  const row = await requireListRow(db, id);
  const u = input.updates ?? {};
  const changes: Parameters<typeof q.changeList>[2] = {};
  if (input.name !== undefined) Object.assign(changes, { name: input.name, search_text: foldText(input.name) });
  if (u.total_brl !== undefined) {
    const typed = u.total_brl !== null;
    Object.assign(changes, {
      total_brl_cents: typed ? toCents(u.total_brl!) : null,
      total_brl_set_by: typed ? actor.id : null,
      total_brl_set_by_role: typed ? actor.role : null,
      total_brl_set_at: typed ? nowIso() : null,
    });
  }
  // A trainee's amount is checked against the quote under the list's row (issue 28).
  const traineeAmount = u.total_brl != null && !mayDiscount(actor.role) ? toCents(u.total_brl) : null;
  const baseInputs = traineeAmount !== null ? await quoteBase(db) : undefined;
  if (u.applied_subscription_id !== undefined) {
    if (u.applied_subscription_id !== null) await activePlan(db, u.applied_subscription_id);
    changes.applied_subscription_id = u.applied_subscription_id;
  }
  const completing = u.status === 'completed';
  if (completing) {
    if (row.status === 'completed') throw conflict(listText.alreadyCompleted, 'list_completed');
    if (!row.customer_email_woocomerce)
      throw new AppError(409, listText.storeEmailRequired, undefined, 'store_email_required');
    // The tax service may be HTTP: asked before the transaction.
    Object.assign(changes, {
      status: 'completed',
      kg_fee_cents: toCents(await currentKgRate(db)),
      completed_at: nowIso(),
    });
  } else if (u.status !== undefined) {
    // Only a completed list has a frozen rate, so leaving any status for another clears it.
    Object.assign(changes, { status: u.status, kg_fee_cents: null, completed_at: null });
  }
  await db.transaction().execute(async (tx) => {
    const at = nowIso();
    // The plan the list has now, its row taken: two plan changes at once compare in turn.
    const before = changes.applied_subscription_id !== undefined ? await q.lockListPlan(tx, id, at) : undefined;
    if (traineeAmount !== null) {
      const list = await q.claimForQuote(tx, id, at);
      if (!list) throw notFound(listText.notFound);
      const { computed } = await quoteInTx(tx, list, baseInputs!);
      // Below the quote is a discount: not a trainee's to give (the club's is given with the link).
      if (traineeAmount < computed.summaryCents.totalBrlCents) throw forbidden(listText.traineeDiscount);
    }
    // Completing is a conditional update: of two completions at once, one finds the list completed.
    const changed = completing
      ? await q.completeList(tx, id, { ...changes, updated_at: at })
      : await q.changeList(tx, id, { ...changes, updated_at: at });
    if (!changed)
      throw completing && (await q.findListRow(tx, id))
        ? conflict(listText.alreadyCompleted, 'list_completed')
        : notFound(listText.notFound);
    // A link priced for the old plan must not stay payable.
    if (before && changes.applied_subscription_id !== before.applied_subscription_id) await retireLinks(tx, id, at);
    await recordListChange(tx, row.customer_id, {
      userId: actor.id,
      action: 'update',
      listId: id,
      details: { ...input.updates, name: input.name },
      ip,
    });
  });
  return getShoppingList(db, id);
}

export async function deleteShoppingList(db: Db, actor: Actor, id: number, ip?: string): Promise<void> {
  const row = await requireListRow(db, id);
  await db.transaction().execute(async (tx) => {
    if (!(await q.deleteList(tx, id))) throw notFound(listText.notFound);
    await recordListChange(tx, row.customer_id, {
      userId: actor.id,
      action: 'delete',
      listId: id,
      details: { name: row.name, customer_id: row.customer_id },
      ip,
    });
  });
}

export async function removeSubscription(db: Db, actor: Actor, id: number, ip?: string): Promise<string> {
  const row = await requireListRow(db, id);
  const planId = row.applied_subscription_id;
  if (planId === null) throw conflict(listText.noSubscription, 'no_subscription');
  await db.transaction().execute(async (tx) => {
    const at = nowIso();
    // Removes the plan read above only: a second removal at the same moment finds none.
    if (!(await q.removePlan(tx, id, planId, at))) throw conflict(listText.noSubscription, 'no_subscription');
    await retireLinks(tx, id, at);
    await recordListChange(tx, row.customer_id, {
      userId: actor.id,
      action: 'update',
      listId: id,
      details: { removed_subscription_id: planId },
      ip,
    });
  });
  return listText.subscriptionRemovedServer;
}

/**
 * The plan changed: links made for the old quote can no longer be paid, and a BRL amount
 * typed for it no longer applies.
 */
async function retireLinks(tx: Tx, listId: number, at: string) {
  await retireListLinks(tx, listId, at);
  await q.updateList(tx, listId, { updated_at: at, total_brl_cents: null, payment_link: null });
}

/** The store registration e-mail, by customer id or by the customer's e-mail (the spec's path names an e-mail). */
export async function saveStoreEmail(db: Db, actor: Actor, key: string, email: string, ip?: string) {
  let customerId: number;
  if (/^\d+$/.test(key)) {
    const c = await findCustomer(db, Number(key));
    if (!c) throw notFound(listText.customerNotFound);
    customerId = c.id;
  } else {
    const matches = await customerIdsWithEmail(db, key);
    if (matches.length === 0) throw notFound(listText.customerNotFound);
    if (matches.length > 1)
      throw conflict('Mais de um cliente com este e-mail; use o ID do cliente', 'ambiguous_customer_email');
    customerId = matches[0]!;
  }
  await setStoreEmail(db, customerId, email);
  await recordCustomer(db, actor.id, 'update', customerId, { email_woocomerce: email }, ip);
  return { user_id: customerId, email_woocomerce: email };
}

/** What a campaign e-mail says of a customer's newest active list (issue 29), as the customer reads it. */
export type OpenListFacts = { lista: string; total_lista: string; frete: string; link_pagamento: string };

/**
 * For each customer with an active list: its name, the amount a payment link would charge, its
 * shipping in R$ (the service fee at the list's exchange rate) and its last payment link ('' when
 * none was made). Customers without an active list are absent.
 */
export async function openListFacts(db: Db, customerIds: readonly number[]): Promise<Map<number, OpenListFacts>> {
  const lists = await hydrateLists(db, await q.latestActiveListsOf(db, [...new Set(customerIds)]));
  return new Map(
    lists.map((l) => [
      l.user.id,
      {
        lista: l.name,
        total_lista: formatBrl(l.quote.amount_due_brl),
        frete: formatBrl(Math.round(l.quote.summary.service_fee * l.quote.exchange_rate * 100) / 100),
        link_pagamento: l.payment_link ?? '',
      },
    ]),
  );
}

/** Issue 33, erasure: the customer's lists are renamed (a name may name them); items and amounts stay. */
export async function renameListsOfErased(db: Db | Tx, customerId: number, name: string): Promise<void> {
  await q.renameListsOf(db, customerId, name, foldText(name));
}
