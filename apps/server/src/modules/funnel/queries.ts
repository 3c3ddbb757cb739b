import { sql, type Insertable, type Updateable } from 'kysely';
import type { FunnelStatus } from '@ponte/domain/funnel';
import type { Db, Tx } from '../../db';
import type { FunnelClickTable, FunnelEventTable } from '../../db/types';

export type StepFlag = 'pageview' | 'addtocart' | 'initiatecheckout' | 'purchase';

/**
 * Creates the click or updates it, in one statement, so concurrent events of one click meet
 * on its unique key: the step's flag is set, the e-mail and phone last seen are kept, a
 * customer once linked stays, and the status only moves forward (converted is final).
 */
export function upsertClick(db: Db | Tx, row: Insertable<FunnelClickTable>, flag: StepFlag | null) {
  return db
    .insertInto('funnel_clicks')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['source', 'click_id']).doUpdateSet({
        ...(flag ? { [flag]: 1 } : {}),
        email: sql`coalesce(excluded.email, funnel_clicks.email)`,
        phone: sql`coalesce(excluded.phone, funnel_clicks.phone)`,
        customer_id: sql`coalesce(funnel_clicks.customer_id, excluded.customer_id)`,
        status: sql`case
          when funnel_clicks.status = 'converted' or excluded.status = 'converted' then 'converted'
          when coalesce(funnel_clicks.customer_id, excluded.customer_id) is not null then 'linked'
          else 'pending' end`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The event, unless this event_name + event_id was already received: undefined then. */
export const insertEventOnce = (db: Db | Tx, row: Insertable<FunnelEventTable>) =>
  db
    .insertInto('funnel_events')
    .values(row)
    .onConflict((oc) => oc.columns(['event_name', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();

/**
 * A Ponte sale converts, in one statement, the customer's clicks of the attribution window
 * that no purchase converted yet: those linked to the customer, and those tied to nobody that
 * carried the customer's e-mail or phone.
 */
export function convertCustomerClicks(
  db: Db | Tx,
  p: { customerId: number; emails: string[]; phoneKey: string; saleId: number; from: string; to: string; at: string },
) {
  return db
    .updateTable('funnel_clicks')
    .set({ status: 'converted', purchase: 1, customer_id: p.customerId, sale_id: p.saleId, updated_at: p.at })
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

function eventsByDelivery(db: Db, f: ClickFilter, delivery: 'pending' | 'failed') {
  return db
    .selectFrom('funnel_events')
    .where('delivery', '=', delivery)
    .$if(f.from !== undefined, (qb) => qb.where('created_at', '>=', f.from!))
    .$if(f.to !== undefined, (qb) => qb.where('created_at', '<', f.to!));
}

/** The events of the period Meta finally refused or never answered, latest failure first. */
export const listFailedEvents = (db: Db, f: ClickFilter, limit: number) =>
  eventsByDelivery(db, f, 'failed')
    .select(['id', 'event_name', 'event_id', 'attempts', 'last_error', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** How many events of the period wait for delivery (retries included) or finally failed. */
export const countEventsByDelivery = (db: Db, f: ClickFilter, delivery: 'pending' | 'failed') =>
  eventsByDelivery(db, f, delivery)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();

/** An event with its click and the linked customer's contacts, as the delivery job sends it. */
export const findEventForDelivery = (db: Db, id: number) =>
  db
    .selectFrom('funnel_events')
    .innerJoin('funnel_clicks', 'funnel_clicks.id', 'funnel_events.click_id')
    .leftJoin('customers', 'customers.id', 'funnel_clicks.customer_id')
    .selectAll('funnel_events')
    .select([
      'funnel_clicks.source',
      'funnel_clicks.click_id as click_key',
      'funnel_clicks.fbc',
      'funnel_clicks.email as click_email',
      'funnel_clicks.phone as click_phone',
      'customers.email as customer_email',
      'customers.phone_key as customer_phone',
    ])
    .where('funnel_events.id', '=', id)
    .executeTakeFirst();

export const updateEvent = (db: Db, id: number, changes: Updateable<FunnelEventTable>) =>
  db.updateTable('funnel_events').set(changes).where('id', '=', id).execute();
