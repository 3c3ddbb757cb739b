import { type Insertable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { FunnelEventTable } from '../../../db/types';
import type { ClickFilter } from './clicks';

/** The event, unless this event_name + event_id was already received: undefined then. */
export const insertEventOnce = (db: Db | Tx, row: Insertable<FunnelEventTable>) =>
  db
    .insertInto('funnel_events')
    .values(row)
    .onConflict((oc) => oc.columns(['event_name', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();

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

/**
 * Puts a finally failed event back in the outbox, in one statement: of two admins pressing
 * 'Reenviar' at once, one gets the row (and enqueues its delivery), the other nothing.
 */
export const reopenFailedEvent = (db: Db | Tx, id: number, at: string) =>
  db
    .updateTable('funnel_events')
    .set({ delivery: 'pending', updated_at: at })
    .where('id', '=', id)
    .where('delivery', '=', 'failed')
    .returning('id')
    .executeTakeFirst();

export const findEventDelivery = (db: Db | Tx, id: number) =>
  db.selectFrom('funnel_events').select(['id', 'delivery']).where('id', '=', id).executeTakeFirst();

export const funnelEventsOfClicks = (db: Db, clickIds: readonly number[]) =>
  clickIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('funnel_events')
        .select(['click_id', 'event_name', 'event_time', 'value_cents', 'event_source_url', 'client_ip_address'])
        .where('click_id', 'in', clickIds)
        .orderBy('id')
        .execute();
