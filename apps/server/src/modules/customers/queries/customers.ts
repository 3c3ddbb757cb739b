import { sql } from 'kysely';
import type { Db, Tx } from '../../../db';
import { cachedCount } from '../../../db/count-cache';
import { countContaining, isDense, searchTextContains } from '../../../db/search';
import { customerIdsPage, inPageOrder } from '../../../db/customer-page';
import type { Insertable, Updateable } from 'kysely';
import type { CustomerTable } from '../../../db/types';
import { staffName } from '../../../db/staff-name';

/**
 * One page of customers, most recently active first (never-active last). The page's ids come
 * from the index first; counts are then computed for those rows only. `matches`: how many
 * customers the search finds, when known.
 */
export async function listCustomers(
  db: Db,
  pattern: string | undefined,
  offset: number,
  limit: number,
  matches?: number,
  labelId?: number,
) {
  if (matches !== undefined && offset >= matches) return [];
  // With a label the search index checks its few customers rather than the order index being walked.
  const walk = pattern && !labelId ? await isDense(db, 'customers', pattern, offset + limit, matches) : false;
  const page = await customerIdsPage(db, { pattern, walk, labelId, offset, limit });
  if (page.length === 0) return [];
  const rows = await db
    .selectFrom('customers as c')
    .leftJoin('staff as s', 's.id', 'c.seller_id')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.phone',
      'c.email',
      'c.created_at',
      'c.last_activity',
      'c.bot_enabled',
      'c.atendimento',
      'c.seller_id',
      staffName<string | null>('s').as('seller_name'),
      eb
        .selectFrom('messages as m')
        .select(eb.fn.countAll().as('n'))
        .whereRef('m.customer_id', '=', 'c.id')
        .as('message_count'),
      eb
        .selectFrom('shopping_lists as l')
        .select(eb.fn.countAll().as('n'))
        .whereRef('l.customer_id', '=', 'c.id')
        .as('list_count'),
    ])
    .where(
      'c.id',
      'in',
      page.map((p) => p.id),
    )
    .execute();
  return inPageOrder(page, rows);
}

/** The customers carrying a label (issue 32). */
const labelled = (db: Db, labelId: number) =>
  db.selectFrom('customer_labels').select('customer_id').where('label_id', '=', labelId);

/** How many customers carry the label and match the search: a label's customers are few, so not cached. */
export const countLabelledCustomers = async (db: Db, labelId: number, pattern: string | undefined) =>
  Number(
    (
      await db
        .selectFrom('customers as c')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('c.id', 'in', labelled(db, labelId))
        .$if(!!pattern, (qb) => qb.where(searchTextContains(db, 'customers', 'c', pattern!, false)))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Kept until a customer is added or removed or their search text changes (db/count-cache.ts). */
export const countCustomers = (db: Db, pattern: string | undefined) =>
  cachedCount(db, `customers:${pattern ?? ''}`, async () =>
    pattern
      ? countContaining(db, 'customers', pattern)
      : Number(
          (
            await db
              .selectFrom('customers')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
  );

/** The summary cards, kept until a count of theirs can change (db/count-cache.ts). */
export const customerSummary = (db: Db) => cachedCount(db, 'customers:summary', () => countSummary(db));

async function countSummary(db: Db) {
  const [total, active, withLists] = await Promise.all([
    db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    // A customer has activity exactly when they have a message: an indexed count, not a scan of messages.
    db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('last_activity', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('shopping_lists')
      .select(sql<number>`count(distinct customer_id)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.n), active: Number(active.n), withLists: Number(withLists.n) };
}

export const findCustomer = (db: Db | Tx, id: number) =>
  db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();

/** The customer with the name of the staff member it is assigned to (null: nobody). */
export const findCustomerWithSeller = (db: Db, id: number) =>
  db
    .selectFrom('customers as c')
    .leftJoin('staff as s', 's.id', 'c.seller_id')
    .selectAll('c')
    .select(staffName<string | null>('s').as('seller_name'))
    .where('c.id', '=', id)
    .executeTakeFirst();

export const findCustomerByPhoneKey = (db: Db | Tx, key: string) =>
  db.selectFrom('customers').selectAll().where('phone_key', '=', key).executeTakeFirst();

export const customerVersion = (db: Db, id: number) =>
  db.selectFrom('customers').select(['id', 'version']).where('id', '=', id).executeTakeFirst();

/** Inserts unless the person exists (unique phone_key): undefined then, and no error aborts the caller's transaction. */
export const insertCustomerOnce = (db: Db | Tx, row: Insertable<CustomerTable>) =>
  db
    .insertInto('customers')
    .values(row)
    .onConflict((oc) => oc.column('phone_key').doNothing())
    .returningAll()
    .executeTakeFirst();

/** Every change a chat screen shows bumps the version, which is the poll's ETag. */
/** Takes the customer's row until the transaction ends (a write that changes nothing: no new version). */
export const lockCustomer = (tx: Tx, id: number) =>
  tx
    .updateTable('customers')
    .set({ version: sql`version` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const updateCustomer = (db: Db | Tx, id: number, changes: Updateable<CustomerTable>) =>
  db
    .updateTable('customers')
    .set({ ...changes, version: sql`version + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/**
 * The customer's last activity moved to `at`, never back: a message delivered late (a gateway
 * retry, an old message synced) keeps the chat where its newest message put it. ISO times
 * compare as text on both databases. The version moves either way (the chat has a new message).
 */
export const moveLastActivity = (db: Db | Tx, id: number, at: string) =>
  db
    .updateTable('customers')
    .set({
      last_activity: sql<string>`case when last_activity is null or last_activity < ${at} then ${at} else last_activity end`,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * The chat handed back to the bot, only while the bot was off, in one statement: of two staff
 * handing it back at once one gets the row (the attendance ended once), the other undefined.
 */
export const handBackToBot = (db: Db, id: number, changes: Updateable<CustomerTable>) =>
  db
    .updateTable('customers')
    .set({ ...changes, version: sql`version + 1` })
    .where('id', '=', id)
    .where('bot_enabled', '=', 0)
    .returningAll()
    .executeTakeFirst();

/** At most `limit` customers whose e-mail is this one, whatever its case. */
export const customerIdsByEmail = (db: Db | Tx, email: string, limit: number) =>
  db
    .selectFrom('customers')
    .select('id')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .limit(limit)
    .execute();

/** Issue 33, erasure: the customer's row without any personal field; the id stays for the books. */
export const anonymiseCustomer = (db: Db | Tx, id: number, name: string, searchText: string) =>
  db
    .updateTable('customers')
    .set({
      name,
      // isErased() (service.ts) reads this prefix.
      phone: `removido-${id}`,
      phone_key: `removido-${id}`,
      whatsapp_phone: null,
      email: null,
      email_woocomerce: null,
      search_text: searchText,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
