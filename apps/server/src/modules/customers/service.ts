import {
  customerErrorText,
  customerSearchText,
  type CustomerListItem,
  type CustomerListResponse,
} from '@ponte/domain/customers';
import { foldText, searchPattern } from '@ponte/domain/search';
import { onlyDigits, phoneKey } from '@ponte/domain/phone';
import type { Db, Tx } from '../../db';
import { inTransaction, nowIso } from '../../db';
import type { Customer } from '../../db/types';
import { forbidden, notFound } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { labelsOf } from '../labels/service';
import { recordActivity } from '../logs/service';
import { findStaffById } from '../users/service';
import * as q from './queries';

export async function listCustomers(
  db: Db,
  query: { search?: string; page: number; limit: number; etiqueta?: number },
): Promise<CustomerListResponse> {
  const pattern = (query.search ? searchPattern(query.search) : undefined) || undefined;
  // The count first: how many a search finds tells the page how to look for them.
  const total = query.etiqueta
    ? await q.countLabelledCustomers(db, query.etiqueta, pattern)
    : await q.countCustomers(db, pattern);
  const [rows, summary] = await Promise.all([
    q.listCustomers(db, pattern, (query.page - 1) * query.limit, query.limit, total, query.etiqueta),
    q.customerSummary(db),
  ]);
  const labels = await labelsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    success: true,
    data: rows.map((r): CustomerListItem => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      email: r.email,
      created_at: r.created_at,
      last_activity: r.last_activity,
      bot_enabled: r.bot_enabled === 1,
      atendimento: r.atendimento === 1,
      seller_id: r.seller_id,
      seller_name: r.seller_name,
      messages: [{ count: Number(r.message_count ?? 0) }],
      shopping_lists: [{ count: Number(r.list_count ?? 0) }],
      labels: labels.get(r.id) ?? [],
    })),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) },
    summary,
  };
}

/**
 * The top bar's customers: the customers screen's search (name, e-mail or phone, docs/0025),
 * its first `limit` rows in the same order, most recently active first.
 */
export async function searchCustomers(db: Db, term: string, limit: number) {
  const pattern = searchPattern(term);
  if (!pattern) return [];
  const rows = await q.listCustomers(db, pattern, 0, limit, await q.countCustomers(db, pattern));
  return rows.map((r) => ({ id: r.id, name: r.name, phone: r.phone, last_activity: r.last_activity }));
}

export async function requireCustomer(db: Db, id: number): Promise<Customer> {
  const customer = await q.findCustomer(db, id);
  if (!customer) throw notFound(customerErrorText.notFound);
  return customer;
}

/** The customer with its assignee's name (`seller_name`), for the customer's page; 404 otherwise. */
export async function requireCustomerWithSeller(db: Db, id: number) {
  const customer = await q.findCustomerWithSeller(db, id);
  if (!customer) throw notFound(customerErrorText.notFound);
  return customer;
}

/** The customer with any spelling of this number (with or without 55 or a mobile's ninth digit). */
export const findCustomerByPhone = (db: Db, phone: string) => q.findCustomerByPhoneKey(db, phoneKey(phone));

/** Where a reply to the customer goes: the number as WhatsApp last wrote it, else the one on file. */
export const whatsappNumberOf = (customer: Pick<Customer, 'phone' | 'whatsapp_phone'>) =>
  customer.whatsapp_phone ?? customer.phone;

export type CustomerContact = {
  phone: string;
  name?: string | null;
  email?: string | null;
  /** The digits of the WhatsApp id the message came from: replies are sent there. */
  whatsappPhone?: string | null;
};

/**
 * First contact creates the customer; a known one gets a missing name or e-mail filled in. One
 * person is one customer whichever spelling of the number arrives (phone_key); the phone first
 * written stays the one shown.
 */
export async function findOrCreateCustomer(db: Db, input: CustomerContact): Promise<Customer> {
  const phone = onlyDigits(input.phone);
  const key = phoneKey(phone);
  const existing = await q.findCustomerByPhoneKey(db, key);
  if (existing) return fillInContact(db, existing, input);
  const name = input.name?.trim() || phone;
  const email = input.email || null;
  const inserted = await q.insertCustomerOnce(db, {
    name,
    phone,
    phone_key: key,
    whatsapp_phone: input.whatsappPhone ?? null,
    email,
    email_woocomerce: null,
    seller_id: null,
    created_at: nowIso(),
    last_activity: null,
    search_text: customerSearchText({ name, email, phone }),
  });
  // Two first messages at once: the other insert won; its row gets what this one knew.
  return inserted ?? fillInContact(db, (await q.findCustomerByPhoneKey(db, key))!, input);
}

/**
 * Takes the customer's row until `tx` ends, changing nothing: what depends on "not yet done for
 * this customer" (a message not stored twice) runs one at a time per customer.
 */
export const lockCustomerRow = (tx: Tx, id: number) => q.lockCustomer(tx, id);

/** What `input` adds to a known customer (a name where there was only the number, a first e-mail), or null. */
function contactChanges(existing: Customer, input: CustomerContact) {
  const name = existing.name === existing.phone && input.name?.trim() ? input.name.trim() : existing.name;
  const email = existing.email ?? (input.email || null);
  const whatsappPhone = input.whatsappPhone ?? existing.whatsapp_phone;
  if (name === existing.name && email === existing.email && whatsappPhone === existing.whatsapp_phone) return null;
  return {
    name,
    email,
    whatsapp_phone: whatsappPhone,
    search_text: customerSearchText({ name, email, phone: existing.phone }),
  };
}

/**
 * Fills in what the customer's row lacks. The row is taken first and read again: two messages of
 * one customer at once (the webhook's and the bot's, one with an e-mail) each add what they know,
 * instead of the second writing back the empty e-mail it had read.
 */
async function fillInContact(db: Db, existing: Customer, input: CustomerContact): Promise<Customer> {
  if (!contactChanges(existing, input)) return existing;
  // The webhook calls this inside its own transaction.
  return inTransaction(db, async (tx) => {
    const current = (await q.lockCustomer(tx, existing.id))!;
    const changes = contactChanges(current, input);
    return changes ? (await q.updateCustomer(tx, current.id, changes))! : current;
  });
}

/**
 * Issue 32: an attendance ended (the chat went back to the bot), with who attended it: the
 * csat module asks the customer to rate it. Handed in by app.ts; this module may not import it.
 */
export type AttendanceEndedHook = (ctx: ServerContext, customer: Customer, staffId: number | null) => Promise<void>;

export async function toggleBot(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  input: { enabled: boolean; atendimento?: boolean },
  onAttendanceEnded?: AttendanceEndedHook,
) {
  await requireCustomer(ctx.db, id);
  const changes = {
    bot_enabled: input.enabled ? 1 : 0,
    ...(input.atendimento !== undefined ? { atendimento: input.atendimento ? 1 : 0 } : {}),
  };
  // Turning the bot on while it was off ends the attendance, once however many do it at once.
  const handedBack = input.enabled ? await q.handBackToBot(ctx.db, id, changes) : undefined;
  const updated = handedBack ?? (await q.updateCustomer(ctx.db, id, changes))!;
  await recordActivity(ctx.db, {
    userId: actor.id,
    action: 'update',
    entityType: 'chat',
    entityId: id,
    details: { bot_enabled: input.enabled, atendimento: input.atendimento },
  });
  const state = { bot_enabled: updated.bot_enabled === 1, atendimento: updated.atendimento === 1 };
  // Everyone sees the chat back with the bot before the survey goes (its send may be slow).
  ctx.realtime.toStaff('chat:updated', { userId: id, ...state });
  if (handedBack && onAttendanceEnded) {
    // The hand-back stands whatever the survey meets (a gateway down is logged by the send).
    await onAttendanceEnded(ctx, handedBack, handedBack.seller_id ?? actor.id).catch(() => undefined);
  }
  return state;
}

/**
 * Taking a chat for oneself is open to all staff; handing it to someone else is for admins and
 * supervisors. An assignment that changes something (another attendant, or a finished chat
 * reopened) is recorded in chat_assignments in the same transaction; the bell shows those given by
 * someone else (docs/0038). The new attendant is told at once: 'chat:assigned' carries the
 * customer's name and who gave it, for the toast (null when there is nothing to tell: taken by
 * themselves, or already theirs).
 */
export async function assignChat(ctx: ServerContext, actor: Actor, input: { user_id: number; seller_id?: number }) {
  const sellerId = input.seller_id ?? actor.id;
  if (sellerId !== actor.id && actor.role === 'trainee') throw forbidden();
  await requireCustomer(ctx.db, input.user_id);
  const seller = await findStaffById(ctx.db, sellerId);
  if (!seller || !seller.active) throw notFound(customerErrorText.sellerNotFound);
  const { customerName, handedOver } = await ctx.db.transaction().execute(async (tx) => {
    // Taking the row first makes a concurrent assignment wait, so each transfer names the attendant it replaced.
    const before = await q.updateCustomer(tx, input.user_id, {});
    if (!before) throw notFound(customerErrorText.notFound);
    await q.updateCustomer(tx, input.user_id, { seller_id: sellerId, atendimento: 1 });
    const at = nowIso();
    if (before.seller_id != null && before.seller_id !== sellerId) {
      await q.insertTransfer(tx, {
        customer_id: input.user_id,
        from_staff_id: before.seller_id,
        to_staff_id: sellerId,
        transferred_by: actor.id,
        created_at: at,
      });
    }
    const changed = before.seller_id !== sellerId || before.atendimento !== 1;
    if (changed) {
      await q.insertAssignment(tx, {
        customer_id: input.user_id,
        staff_id: sellerId,
        assigned_by: actor.id,
        created_at: at,
      });
    }
    await recordActivity(tx, {
      userId: actor.id,
      action: 'update',
      entityType: 'chat',
      entityId: input.user_id,
      details: { assigned_to: sellerId, previous_seller_id: before.seller_id },
    });
    return { customerName: before.name, handedOver: changed && sellerId !== actor.id };
  });
  ctx.realtime.toStaff('chat:updated', { userId: input.user_id, seller_id: sellerId });
  ctx.realtime.toUser(sellerId, 'chat:assigned', {
    userId: input.user_id,
    customer_name: customerName,
    by: handedOver ? actor.name : null,
  });
  return { user_id: input.user_id, seller_id: sellerId, seller_name: seller.display_name || seller.username };
}

/**
 * Fair assignment (issue 32) gives a waiting chat to a staff member, in the caller's
 * transaction: null when it was no longer waiting. `by` is who took it (the staff member
 * accepting an offer), or null when the distribution gave it: then the bell and the toast name
 * no colleague, and the activity log says it was automatic.
 */
export async function takeWaitingChat(tx: Tx, customerId: number, staffId: number, by: number | null = null) {
  const row = await q.takeWaiting(tx, customerId, staffId);
  if (!row) return null;
  await q.insertAssignment(tx, { customer_id: customerId, staff_id: staffId, assigned_by: by, created_at: nowIso() });
  await recordActivity(tx, {
    userId: by,
    action: 'update',
    entityType: 'chat',
    entityId: customerId,
    details: { assigned_to: staffId, previous_seller_id: null, automatic: by === null },
  });
  return row;
}

/** The bell's chats given to me by someone else since `since` (docs/0038). */
export const recentChatAssignments = (db: Db, actor: Actor, since: string, limit: number) =>
  q.assignmentsTo(db, actor.id, since, limit);

/** My newest chat assignment: the bell's ETag moves with it. */
export const lastChatAssignment = async (db: Db, actor: Actor) => {
  const row = await q.newestAssignmentTo(db, actor.id);
  return row ? `${row.created_at}#${row.id}` : null;
};

/* Reads and writes of the customer row that other modules (lists, checkout, conversations) make; the version is the chat poll's ETag. */
export const findCustomer = (...args: Parameters<typeof q.findCustomer>) => q.findCustomer(...args);
export const customerIdsByEmail = (...args: Parameters<typeof q.customerIdsByEmail>) => q.customerIdsByEmail(...args);
export const customerVersion = (...args: Parameters<typeof q.customerVersion>) => q.customerVersion(...args);

/** Something shown on the customer's page changed (a list, a block, a sale): its version moves, the screens read it again. */
export const touchCustomer = (db: Db | Tx, id: number) => q.updateCustomer(db, id, {});

/** The customer wrote or was written to at `at`: the inbox's order and the screens follow. */
/** A message at `at` moves the chat's last activity forward (never back: a late delivery is older). */
export const setLastActivity = (db: Db | Tx, id: number, at: string) => q.moveLastActivity(db, id, at);

/** The e-mail the store knows the customer by (a checkout's, when staff had none), the version moved. */
export const setStoreEmail = (db: Db | Tx, id: number, email: string) =>
  q.updateCustomer(db, id, { email_woocomerce: email });

/** Something a chat screen shows changed (a message's delivery): its poll's ETag must move. */
export const touchChatVersion = (db: Db | Tx, id: number) => q.updateCustomer(db, id, {});
export { countRegistrations, foldCustomerDayDeltas, scheduleCustomerDayFold } from './registrations';

/** Issue 33: a customer whose data was erased: nothing is sent to them any more. */
export const isErased = (customer: Pick<Customer, 'phone_key'>) => customer.phone_key.startsWith('removido-');

/** Issue 33, erasure: the customer's row keeps its id (sales and payments point at it) and loses every personal field. */
export async function anonymiseCustomerProfile(db: Db | Tx, id: number, name: string): Promise<void> {
  await q.anonymiseCustomer(db, id, name, foldText(name));
}
