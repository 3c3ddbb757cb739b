import { customerSearchText, type CustomerListItem, type CustomerListResponse } from '@ponte/domain/customers';
import { foldText, searchPattern } from '@ponte/domain/search';
import { onlyDigits, phoneKey } from '@ponte/domain/phone';
import type { Db, Tx } from '../../db';
import { inTransaction, nowIso } from '../../db';
import type { Customer } from '../../db/types';
import { labelsOf } from '../labels/service';
import * as q from './queries';

export { requireCustomer, requireCustomerWithSeller } from './require';
export {
  assignChat,
  lastChatAssignment,
  recentChatAssignments,
  takeWaitingChat,
  toggleBot,
  type AttendanceEndedHook,
} from './chat-assignment';

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

/** The customer's row, undefined when there is none: what lists, checkout, chats and jobs read of the person. */
export const findCustomer = (db: Db | Tx, id: number): Promise<Customer | undefined> => q.findCustomer(db, id);

/** At most two customers with this e-mail (any case): one names the customer, two leave it ambiguous. */
export async function customerIdsWithEmail(db: Db | Tx, email: string): Promise<number[]> {
  return (await q.customerIdsByEmail(db, email, 2)).map((r) => r.id);
}

/** The customer's version, the chat poll's ETag (every change a chat screen shows moves it); undefined: no such customer. */
export async function chatVersion(db: Db, id: number): Promise<number | undefined> {
  return (await q.customerVersion(db, id))?.version;
}

/**
 * Something shown of the customer changed (on their page: a list, a block, a sale; in their chat:
 * a note, a label, a message's delivery): their version moves, and the screens and the chat poll read it again.
 */
export const touchCustomer = (db: Db | Tx, id: number) => q.updateCustomer(db, id, {});

/** A message at `at` moves the chat's last activity forward (never back: a late delivery is older); the inbox's order follows. */
export const setLastActivity = (db: Db | Tx, id: number, at: string) => q.moveLastActivity(db, id, at);

/** The e-mail the store knows the customer by (a checkout's, when staff had none), the version moved. */
export const setStoreEmail = (db: Db | Tx, id: number, email: string) =>
  q.updateCustomer(db, id, { email_woocomerce: email });

export { countRegistrations, foldCustomerDayDeltas, scheduleCustomerDayFold } from './registrations';

/** Issue 33: a customer whose data was erased: nothing is sent to them any more. */
export const isErased = (customer: Pick<Customer, 'phone_key'>) => customer.phone_key.startsWith('removido-');

/** Issue 33, erasure: the customer's row keeps its id (sales and payments point at it) and loses every personal field. */
export async function anonymiseCustomerProfile(db: Db | Tx, id: number, name: string): Promise<void> {
  await q.anonymiseCustomer(db, id, name, foldText(name));
}
