import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { FunnelStatus } from '@ponte/domain/funnel';
import type { Db, Tx } from '../../../db';
import type { Database, FunnelClickTable } from '../../../db/types';

export type StepFlag = 'pageview' | 'addtocart' | 'initiatecheckout' | 'purchase';

/**
 * Creates the click or updates it, in one statement, so concurrent events of one click meet
 * on its unique key: the step's flag is set, the e-mail and phone last seen are kept, a
 * customer and a campaign once known stay, and the status only moves forward (converted is
 * final). A purchase converts a known click only when the click was made at or after
 * `windowFrom` (the attribution window), and then the click takes the purchase's time and value.
 */
export function upsertClick(db: Db | Tx, row: Insertable<FunnelClickTable>, flag: StepFlag | null, windowFrom: string) {
  const convertsNow = sql`(funnel_clicks.status <> 'converted' and excluded.status = 'converted'
    and funnel_clicks.created_at >= ${windowFrom})`;
  return db
    .insertInto('funnel_clicks')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['source', 'click_id']).doUpdateSet({
        ...(flag ? { [flag]: 1 } : {}),
        email: sql`coalesce(excluded.email, funnel_clicks.email)`,
        phone: sql`coalesce(excluded.phone, funnel_clicks.phone)`,
        customer_id: sql`coalesce(funnel_clicks.customer_id, excluded.customer_id)`,
        campaign: sql`coalesce(funnel_clicks.campaign, excluded.campaign)`,
        status: sql`case
          when funnel_clicks.status = 'converted' or ${convertsNow} then 'converted'
          when coalesce(funnel_clicks.customer_id, excluded.customer_id) is not null then 'linked'
          else 'pending' end`,
        converted_at: sql`case when ${convertsNow} then excluded.converted_at else funnel_clicks.converted_at end`,
        revenue_cents: sql`case when ${convertsNow} then excluded.revenue_cents else funnel_clicks.revenue_cents end`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A Ponte sale converts, in one statement, the customer's clicks of the attribution window
 * (made from `from` up to the sale) that no purchase converted yet: those linked to the
 * customer, and those tied to nobody that carried the customer's e-mail or phone. The window
 * is checked by the same UPDATE that converts, so a click is converted by one sale only.
 */
export function convertCustomerClicks(
  db: Db | Tx,
  p: { customerId: number; emails: string[]; phoneKey: string; saleId: number; from: string; to: string; at: string },
) {
  return db
    .updateTable('funnel_clicks')
    .set({
      status: 'converted',
      purchase: 1,
      customer_id: p.customerId,
      sale_id: p.saleId,
      converted_at: p.at,
      updated_at: p.at,
    })
    .where('status', '!=', 'converted')
    .where('created_at', '>=', p.from)
    .where('created_at', '<=', p.to)
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', p.customerId),
        eb.and([
          eb('customer_id', 'is', null),
          eb.or([eb('phone', '=', p.phoneKey), ...(p.emails.length ? [eb('email', 'in', p.emails)] : [])]),
        ]),
      ]),
    )
    .returningAll()
    .execute();
}

/** The sale's amount goes to one of the clicks it converted (the latest), so it counts once. */
export const creditRevenue = (db: Db | Tx, clickId: number, cents: number) =>
  db.updateTable('funnel_clicks').set({ revenue_cents: cents }).where('id', '=', clickId).execute();

/** The browser a click's last site event came from, for a Purchase Ponte reports on its behalf. */
export const latestBrowserContext = (db: Db | Tx, clickId: number) =>
  db
    .selectFrom('funnel_events')
    .select(['fbp', 'event_source_url', 'client_ip_address', 'client_user_agent'])
    .where('click_id', '=', clickId)
    .where('client_user_agent', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export type ClickFilter = { from?: string; to?: string; status?: FunnelStatus };

function filteredClicks(db: Db, f: ClickFilter) {
  return db
    .selectFrom('funnel_clicks')
    .$if(f.from !== undefined, (qb) => qb.where('funnel_clicks.created_at', '>=', f.from!))
    .$if(f.to !== undefined, (qb) => qb.where('funnel_clicks.created_at', '<', f.to!))
    .$if(f.status !== undefined, (qb) => qb.where('funnel_clicks.status', '=', f.status!));
}

/** One page of clicks, newest first, with the linked customer's name and contacts. */
export const listClicks = (db: Db, f: ClickFilter, offset: number, limit: number) =>
  filteredClicks(db, f)
    .leftJoin('customers', 'customers.id', 'funnel_clicks.customer_id')
    .selectAll('funnel_clicks')
    .select([
      'customers.name as customer_name',
      'customers.email as customer_email',
      'customers.phone as customer_phone',
    ])
    .orderBy('funnel_clicks.created_at', 'desc')
    .orderBy('funnel_clicks.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();

/** How many clicks of the filter reached each step. */
export const clickStats = (db: Db, f: ClickFilter) =>
  filteredClicks(db, f)
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.coalesce(eb.fn.sum('pageview'), sql.lit(0)).as('pageviews'),
      eb.fn.coalesce(eb.fn.sum('addtocart'), sql.lit(0)).as('addtocarts'),
      eb.fn.coalesce(eb.fn.sum('initiatecheckout'), sql.lit(0)).as('checkouts'),
      eb.fn.coalesce(eb.fn.sum('purchase'), sql.lit(0)).as('purchases'),
    ])
    .executeTakeFirstOrThrow();

/** Issue 33, a customer's data (LGPD): the ad and site clicks tied to them, and what each led to. */
export const customerFunnelClicks = (db: Db, customerId: number) =>
  db
    .selectFrom('funnel_clicks')
    .select([
      'id',
      'source',
      'click_id',
      'email',
      'phone',
      'status',
      'pageview',
      'addtocart',
      'initiatecheckout',
      'created_at',
    ])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();

/** Issue 33, erasure: the customer's clicks and events keep what was done and when, not who or from where. */
export async function eraseFunnelOf(db: Db | Tx, customerId: number, emails: string[], phones: string[]) {
  // Their clicks, and clicks not yet tied to them that carry their e-mail or number.
  const theirs = (eb: ExpressionBuilder<Database, 'funnel_clicks'>) =>
    eb.or([
      eb('customer_id', '=', customerId),
      ...(emails.length ? [eb('email', 'in', emails)] : []),
      ...(phones.length ? [eb('phone', 'in', phones)] : []),
    ]);
  const clicks = db.selectFrom('funnel_clicks').select('id').where(theirs);
  await db
    .updateTable('funnel_events')
    .set({
      email: null,
      phone: null,
      fbp: null,
      client_ip_address: null,
      client_user_agent: null,
      event_source_url: null,
    })
    .where('click_id', 'in', clicks)
    .execute();
  await db
    .updateTable('funnel_events')
    .set({ email: null, phone: null })
    .where((eb) =>
      eb.or([
        ...(emails.length ? [eb('email', 'in', emails)] : []),
        ...(phones.length ? [eb('phone', 'in', phones)] : []),
      ]),
    )
    .$if(emails.length + phones.length === 0, (qb) => qb.where(sql<boolean>`false`))
    .execute();
  await db.updateTable('funnel_clicks').set({ email: null, phone: null, fbc: null }).where(theirs).execute();
}
