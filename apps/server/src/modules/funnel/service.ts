import { buildFbc, parseFbc, type FunnelEvent, type TrackEventBody, type TrackEventResult } from '@ponte/domain/funnel';
import { campaignKey, campaignOfUrl, windowStart } from '@ponte/domain/funnel-campaigns';
import { toCents } from '@ponte/domain/money';
import { phoneKey } from '@ponte/domain/phone';
import { nowIso, type Db, type Tx } from '../../db';
import type { FunnelEventTable } from '../../db/types';
import type { ServerContext } from '../../lib/context';
import { customerIdsWithEmail, findCustomer, findCustomerByPhone } from '../customers/service';
import { META_EVENT_JOB, META_EVENT_MAX_ATTEMPTS, type MetaEventJob } from './capi-job';
import * as q from './queries';
import { capiConfigured, readAttributionWindowDays, readMetaSettings } from './settings';

const STEP_FLAG: Record<FunnelEvent, q.StepFlag> = {
  PageView: 'pageview',
  AddToCart: 'addtocart',
  InitiateCheckout: 'initiatecheckout',
  Purchase: 'purchase',
};

/** What the tracking request itself tells about the visitor's browser. */
export type TrackingRequest = { ip: string; userAgent: string | null; referer: string | null };

/** The one customer an e-mail or phone names; an e-mail two customers share names nobody. */
async function customerMatching(db: Db, email?: string, phone?: string): Promise<number | null> {
  if (email) {
    const ids = await customerIdsWithEmail(db, email);
    if (ids.length === 1) return ids[0]!;
  }
  if (phone) return (await findCustomerByPhone(db, phone))?.id ?? null;
  return null;
}

/**
 * Stores an event in the outbox and, when the Conversions API is set up, its delivery job,
 * in the caller's transaction: the job exists only if the event does. False for an event
 * Meta already has from us (same event_name + event_id).
 */
async function storeEvent(
  ctx: ServerContext,
  tx: Tx,
  row: Omit<FunnelEventTable, 'id' | 'attempts' | 'delivery' | 'last_error' | 'sent_at' | 'created_at' | 'updated_at'>,
  configured: boolean,
): Promise<boolean> {
  const at = nowIso();
  const event = await q.insertEventOnce(tx, {
    ...row,
    delivery: configured ? 'pending' : 'stored',
    last_error: null,
    sent_at: null,
    created_at: at,
    updated_at: at,
  });
  if (event && configured) {
    const job: MetaEventJob = { event_row_id: event.id };
    await ctx.jobs.enqueue(META_EVENT_JOB, job, { db: tx, maxAttempts: META_EVENT_MAX_ATTEMPTS });
  }
  return event !== undefined;
}

/**
 * POST /api/meta/events: one step of a visitor who came from an ad. An unknown click is
 * created (pending); an e-mail or phone of a customer links it; a Purchase converts it.
 */
export async function trackEvent(
  ctx: ServerContext,
  input: TrackEventBody,
  request: TrackingRequest,
): Promise<TrackEventResult> {
  const now = new Date();
  const at = now.toISOString();
  const cookie = input.fbc ? parseFbc(input.fbc) : null;
  const clickId = input.fbclid ?? cookie!.fbclid;
  // The cookie's moment is when Meta's script first saw this click; without it, now.
  const fbc = input.fbc && cookie?.fbclid === clickId ? input.fbc : buildFbc(clickId, now.getTime());
  const phone = input.phone ? phoneKey(input.phone) : null;
  const customerId = await customerMatching(ctx.db, input.email, input.phone);
  const isPurchase = input.event_name === 'Purchase';
  const configured = capiConfigured(await readMetaSettings(ctx.db));
  const flag = STEP_FLAG[input.event_name];
  const eventSourceUrl = input.event_source_url ?? request.referer;
  const valueCents = input.value === undefined ? null : toCents(input.value);
  const windowFrom = windowStart(at, await readAttributionWindowDays(ctx.db));

  const stored = await ctx.db.transaction().execute(async (tx) => {
    const click = await q.upsertClick(
      tx,
      {
        source: 'website',
        click_id: clickId,
        fbc,
        customer_id: customerId,
        email: input.email ?? null,
        phone,
        status: isPurchase ? 'converted' : customerId ? 'linked' : 'pending',
        pageview: 0,
        addtocart: 0,
        initiatecheckout: 0,
        purchase: 0,
        [flag]: 1,
        sale_id: null,
        campaign: campaignKey(input.utm_campaign) ?? campaignOfUrl(eventSourceUrl),
        converted_at: isPurchase ? at : null,
        // A purchase the site reports is credited to its click; without a value it still counts.
        revenue_cents: isPurchase ? (valueCents ?? 0) : null,
        created_at: at,
        updated_at: at,
      },
      flag,
      windowFrom,
    );
    return storeEvent(
      ctx,
      tx,
      {
        click_id: click.id,
        event_name: input.event_name,
        event_id: input.event_id,
        event_time: at,
        value_cents: valueCents,
        email: input.email ?? null,
        phone,
        fbp: input.fbp ?? null,
        event_source_url: eventSourceUrl,
        client_ip_address: request.ip,
        client_user_agent: request.userAgent,
      },
      configured,
    );
  });
  if (stored && configured) ctx.jobs.kick();
  return { received: true, duplicate: !stored };
}

export type SaleConversion = {
  customerId: number;
  saleId: number;
  /** The sale's amount in BRL cents, reported to Meta as the Purchase value. */
  totalBrlCents: number;
  /** When the sale was confirmed (ISO); now by default. */
  at?: string;
};

/**
 * A Ponte sale converts the customer's ad clicks of the attribution window (the days an admin
 * chose, 7 by default, before the sale): linked ones, and those tied to nobody that carried
 * the customer's e-mail or phone. The latest of them gets the sale's amount as revenue and one
 * Purchase is reported to Meta for it. Call it after the sale is committed; calling it again
 * for the same sale changes nothing. Returns how many clicks it converted.
 */
export async function recordSaleConversion(ctx: ServerContext, sale: SaleConversion): Promise<{ converted: number }> {
  const customer = await findCustomer(ctx.db, sale.customerId);
  if (!customer) return { converted: 0 };
  const at = sale.at ?? nowIso();
  const emails = [customer.email, customer.email_woocomerce]
    .filter((e): e is string => Boolean(e))
    .map((e) => e.trim().toLowerCase());
  const configured = capiConfigured(await readMetaSettings(ctx.db));
  const result = await ctx.db.transaction().execute(async (tx) => {
    const converted = await q.convertCustomerClicks(tx, {
      customerId: customer.id,
      emails,
      phoneKey: customer.phone_key,
      saleId: sale.saleId,
      from: windowStart(at, await readAttributionWindowDays(tx)),
      to: at,
      at,
    });
    const latest = converted.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
    if (!latest) return { converted: 0, queued: false };
    await q.creditRevenue(tx, latest.id, sale.totalBrlCents);
    const browser = latest.source === 'website' ? await q.latestBrowserContext(tx, latest.id) : undefined;
    const stored = await storeEvent(
      ctx,
      tx,
      {
        click_id: latest.id,
        event_name: 'Purchase',
        // Stable per sale: a repeated call, or the browser reporting the same id, is one event for Meta.
        event_id: `ponte-sale-${sale.saleId}`,
        event_time: at,
        value_cents: sale.totalBrlCents,
        email: customer.email ?? customer.email_woocomerce,
        phone: customer.phone_key,
        fbp: browser?.fbp ?? null,
        event_source_url: browser?.event_source_url ?? null,
        client_ip_address: browser?.client_ip_address ?? null,
        client_user_agent: browser?.client_user_agent ?? null,
      },
      configured,
    );
    return { converted: converted.length, queued: stored && configured };
  });
  if (result.queued) ctx.jobs.kick();
  return { converted: result.converted };
}

export type WhatsAppAdClick = {
  customerId: number;
  /** The customer's number as WhatsApp gave it. */
  phone: string;
  /** `ctwa_clid` of the inbound message's referral (the ad the customer tapped). */
  ctwaClid: string;
  at?: string;
};

/**
 * A customer wrote after tapping a click-to-WhatsApp ad: the click is recorded, already linked
 * (a converted one stays converted), in one statement. A repeated referral changes nothing.
 */
export async function recordWhatsAppAdClick(ctx: ServerContext, click: WhatsAppAdClick) {
  const ctwaClid = click.ctwaClid.trim();
  if (!/^[\w-]{1,500}$/.test(ctwaClid)) return null;
  const at = click.at ?? nowIso();
  const row = await q.upsertClick(
    ctx.db,
    {
      source: 'whatsapp_ad',
      click_id: ctwaClid,
      fbc: null,
      customer_id: click.customerId,
      email: null,
      phone: phoneKey(click.phone),
      status: 'linked',
      pageview: 0,
      addtocart: 0,
      initiatecheckout: 0,
      purchase: 0,
      sale_id: null,
      // The referral names the ad, not its campaign: such clicks are 'Sem campanha'.
      campaign: null,
      converted_at: null,
      revenue_cents: null,
      created_at: at,
      updated_at: at,
    },
    null,
    at,
  );
  return { id: row.id, status: row.status };
}

/* A Ponte sale becomes a conversion through this durable job (enqueued in the sale's transaction). */
export { SALE_CONVERSION_JOB, type SaleConversionPayload } from './sale-conversion';

/** Issue 33, a customer's data (LGPD): their ad and site clicks, each with the events it led to. */
export async function funnelRecordsOf(db: Db, customerId: number) {
  const clicks = await q.customerFunnelClicks(db, customerId);
  const events = await q.funnelEventsOfClicks(
    db,
    clicks.map((c) => c.id),
  );
  return clicks.map(({ id, ...click }) => ({ ...click, events: events.filter((e) => e.click_id === id) }));
}

/** Issue 33, erasure: the customer's clicks and events lose who and from where. */
export async function eraseFunnelRecords(db: Db | Tx, customerId: number, emails: string[], phones: string[]) {
  await q.eraseFunnelOf(db, customerId, emails, phones);
}
