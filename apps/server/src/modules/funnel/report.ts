import {
  CAPI_ERRORS_SHOWN,
  conversionRate,
  FUNNEL_PAGE_SIZE,
  type FunnelClick,
  type FunnelQuery,
  type FunnelReport,
} from '@ponte/domain/funnel';
import { shopDayRange } from '@ponte/domain/dates';
import { toCount, type Db } from '../../db';
import * as q from './queries';
import { capiConfigured, readMetaSettings } from './settings';

type ClickRow = Awaited<ReturnType<typeof q.listClicks>>[number];

const toFunnelClick = (row: ClickRow): FunnelClick => ({
  id: row.id,
  source: row.source,
  user_name: row.customer_name,
  user_email: row.customer_email ?? row.email,
  phone: row.customer_phone ?? row.phone,
  status: row.status,
  events: {
    pageview: row.pageview === 1,
    addtocart: row.addtocart === 1,
    initiatecheckout: row.initiatecheckout === 1,
    purchase: row.purchase === 1,
  },
  created_at: row.created_at,
});

/** GET /api/meta/funnel: a page of clicks, the step counts of the whole filter, and delivery failures. */
export async function funnelReport(db: Db, query: FunnelQuery): Promise<FunnelReport> {
  const filter: q.ClickFilter = { ...shopDayRange(query.start_date, query.end_date), status: query.status };
  const offset = (query.page - 1) * FUNNEL_PAGE_SIZE;
  const [rows, counts, failures, failed, pending, settings] = await Promise.all([
    q.listClicks(db, filter, offset, FUNNEL_PAGE_SIZE),
    q.clickStats(db, filter),
    q.listFailedEvents(db, filter, CAPI_ERRORS_SHOWN),
    q.countEventsByDelivery(db, filter, 'failed'),
    q.countEventsByDelivery(db, filter, 'pending'),
    readMetaSettings(db),
  ]);
  const total = toCount(counts.total);
  const purchases = toCount(counts.purchases);
  return {
    clicks: rows.map(toFunnelClick),
    stats: {
      total_clicks: total,
      pageviews: toCount(counts.pageviews),
      addtocarts: toCount(counts.addtocarts),
      checkouts: toCount(counts.checkouts),
      purchases,
      conversion_rate: conversionRate(purchases, total),
    },
    pagination: { page: query.page, per_page: FUNNEL_PAGE_SIZE, total },
    delivery: {
      configured: capiConfigured(settings),
      failed: toCount(failed.n),
      pending: toCount(pending.n),
      errors: failures.map((e) => ({ ...e, last_error: e.last_error ?? '' })),
    },
  };
}
