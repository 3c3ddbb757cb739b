import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, runJobsUntilSettled, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import { useMetaTestApp } from '../../../test/peer-apps';
import { insertSaleRow, saleRow } from '../../../test/sale-rows';
import { invalidParameter, META_PIXEL, META_TOKEN, serviceUnavailable, type FakeMeta } from '../../../test/fakes/meta';
import {
  BROWSER,
  connectPixel,
  funnelEventRow,
  newEventId,
  newFbclid,
  saveSettings,
  SHOP_SITE,
  track,
} from '../../../test/fixtures/funnel';
import { deliverMetaEvent, META_EVENT_JOB, META_EVENT_MAX_ATTEMPTS } from './capi-job';
import { recordSaleConversion, recordWhatsAppAdClick } from './service';

let t: TestContext;
let meta: FakeMeta;
useMetaTestApp((built) => ({ t, meta } = built));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const eventRow = (eventId: string) => funnelEventRow(t, eventId);
/** Runs the jobs due now: each event's first attempt. */
const runJobsOnce = () => t.app.jobs.drain();
/** Runs the event jobs until none is pending, their retries included. */
const runJobs = () => runJobsUntilSettled(t, META_EVENT_JOB);

describe('Conversions API payload (exact JSON against the local Graph API peer)', () => {
  it('a site event goes as a website event: hashed e-mail and phone, fbc and fbp as sent, page and browser', async () => {
    const fbclid = newFbclid();
    const fbc = `fb.1.1717000000000.${fbclid}`;
    const eventId = newEventId('atc');
    const res = await track(
      t,
      {
        event_name: 'AddToCart',
        event_id: eventId,
        fbc,
        fbp: 'fb.1.1717000000000.1234567890',
        email: '  Maria.Silva@Exemplo.COM ',
        phone: '(11) 98765-4321',
        value: 199.9,
        currency: 'BRL',
        event_source_url: `${SHOP_SITE}/produto/tenis`,
      },
      { ip: '203.0.113.44' },
    );
    expect(res.statusCode).toBe(200);
    await runJobsOnce();

    expect(meta.requests).toHaveLength(1);
    expect(meta.requests[0]!.path).toBe(`/v21.0/${META_PIXEL}/events?access_token=${META_TOKEN}`);
    const row = await eventRow(eventId);
    expect(meta.requests[0]!.json).toEqual({
      data: [
        {
          event_name: 'AddToCart',
          event_time: seconds(row.event_time),
          event_id: eventId,
          action_source: 'website',
          event_source_url: `${SHOP_SITE}/produto/tenis`,
          user_data: {
            em: [sha256('maria.silva@exemplo.com')],
            ph: [sha256('5511987654321')],
            fbc,
            fbp: 'fb.1.1717000000000.1234567890',
            client_ip_address: '203.0.113.44',
            client_user_agent: BROWSER,
          },
          custom_data: { currency: 'BRL', value: 199.9 },
        },
      ],
    });
    expect(row).toMatchObject({ delivery: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('the page comes from the Referer when the site sends no event_source_url; the test code and version are the saved ones', async () => {
    await saveSettings(t, { meta_graph_version: 'v22.0', meta_test_event_code: 'TEST123' });
    try {
      const eventId = newEventId();
      await track(t, { event_name: 'PageView', event_id: eventId, fbclid: newFbclid() }, { referer: `${SHOP_SITE}/` });
      await runJobsOnce();
      expect(meta.requests[0]!.path).toBe(`/v22.0/${META_PIXEL}/events?access_token=${META_TOKEN}`);
      const body = meta.requests[0]!.json as { data: { event_source_url: string }[]; test_event_code: string };
      expect(body.test_event_code).toBe('TEST123');
      expect(body.data[0]!.event_source_url).toBe(`${SHOP_SITE}/`);
    } finally {
      await saveSettings(t, { meta_graph_version: '', meta_test_event_code: '' });
    }
  });

  it('a Ponte sale reports a Purchase for a site click with the browser of its last visit and the sale’s value', async () => {
    const phone = '5511955551234';
    const customer = await postCustomer(t, { phone, name: 'Compradora', email: 'compradora@exemplo.com' });
    const fbclid = newFbclid();
    await track(
      t,
      {
        event_name: 'PageView',
        event_id: newEventId(),
        fbclid,
        email: 'compradora@exemplo.com',
        event_source_url: `${SHOP_SITE}/`,
      },
      { ip: '203.0.113.45' },
    );
    await runJobsOnce();
    meta.reset();
    const now = new Date().toISOString();
    const saleId = await insertSaleRow(
      t.db,
      saleRow({ customerId: customer.id, at: now, total_usd_cents: 5_000, total_brl_cents: 29_500 }),
    );
    await recordSaleConversion(t.app.ctx, { customerId: customer.id, saleId, totalBrlCents: 29_500, at: now });
    await runJobsOnce();
    const click = await t.db
      .selectFrom('funnel_clicks')
      .select('fbc')
      .where('click_id', '=', fbclid)
      .executeTakeFirstOrThrow();
    expect(meta.requests[0]!.json).toEqual({
      data: [
        {
          event_name: 'Purchase',
          event_time: seconds(now),
          event_id: `ponte-sale-${saleId}`,
          action_source: 'website',
          event_source_url: `${SHOP_SITE}/`,
          user_data: {
            em: [sha256('compradora@exemplo.com')],
            ph: [sha256(phone)],
            fbc: click.fbc,
            client_ip_address: '203.0.113.45',
            client_user_agent: BROWSER,
          },
          custom_data: { currency: 'BRL', value: 295 },
        },
      ],
    });
  });

  it('a WhatsApp-ad customer’s purchase is a business-messaging event with the ctwa_clid', async () => {
    const phone = '5521966664321';
    const customer = await postCustomer(t, { phone, name: 'Cliente do Anúncio' });
    await recordWhatsAppAdClick(t.app.ctx, { customerId: customer.id, phone, ctwaClid: 'ARAkLkA8rmlFeiCktEJQ-Ab' });
    const now = new Date().toISOString();
    const saleId = await insertSaleRow(
      t.db,
      saleRow({
        customerId: customer.id,
        at: now,
        total_usd_cents: 1_000,
        total_brl_cents: 5_900,
        payment_method: 'credit_card',
      }),
    );
    await recordSaleConversion(t.app.ctx, { customerId: customer.id, saleId, totalBrlCents: 5_900, at: now });
    await runJobsOnce();
    expect(meta.requests[0]!.json).toEqual({
      data: [
        {
          event_name: 'Purchase',
          event_time: seconds(now),
          event_id: `ponte-sale-${saleId}`,
          action_source: 'business_messaging',
          messaging_channel: 'whatsapp',
          user_data: { ph: [sha256(phone)], ctwa_clid: 'ARAkLkA8rmlFeiCktEJQ-Ab' },
          custom_data: { currency: 'BRL', value: 59 },
        },
      ],
    });
  });
});

describe('delivery through the job queue', () => {
  it('a failure is retried with backoff and the event is sent on a later attempt', async () => {
    meta.fail(serviceUnavailable);
    const eventId = newEventId();
    await track(t, { event_name: 'PageView', event_id: eventId, fbclid: newFbclid() });
    await runJobs();
    // The 503 answered the first attempt; the second went through.
    expect(meta.requests).toHaveLength(2);
    expect(await eventRow(eventId)).toMatchObject({ delivery: 'sent', attempts: 2, last_error: null });
    expect(meta.events).toHaveLength(1);
  });

  it('after the last attempt the final error is stored and listed on the funnel for admins', async () => {
    meta.fail(...Array(META_EVENT_MAX_ATTEMPTS).fill(invalidParameter));
    const eventId = newEventId('falha');
    await track(t, { event_name: 'InitiateCheckout', event_id: eventId, fbclid: newFbclid() });
    await runJobs();
    const expected = 'Meta recusou o evento (HTTP 400, código 100/2804019): Invalid parameter — Invalid parameter';
    expect(await eventRow(eventId)).toMatchObject({
      delivery: 'failed',
      attempts: META_EVENT_MAX_ATTEMPTS,
      last_error: expected,
    });
    expect(meta.requests).toHaveLength(META_EVENT_MAX_ATTEMPTS);

    const funnel = await t.app.inject({ method: 'GET', url: '/api/meta/funnel', headers: bearer(t.adminToken) });
    const delivery = funnel.json().data.delivery;
    expect(delivery).toMatchObject({ configured: true, pending: 0, failed: 1 });
    expect(delivery.errors[0]).toMatchObject({
      event_name: 'InitiateCheckout',
      event_id: eventId,
      attempts: META_EVENT_MAX_ATTEMPTS,
      last_error: expected,
    });
    // The token is a secret: no error shown to anyone carries it.
    expect(funnel.body).not.toContain(META_TOKEN);
  });

  it('an event queued before the Pixel was disconnected stays stored and is not sent', async () => {
    const eventId = newEventId();
    await track(t, { event_name: 'PageView', event_id: eventId, fbclid: newFbclid() });
    await saveSettings(t, { meta_access_token: '' });
    try {
      await runJobsOnce();
      expect(meta.requests).toHaveLength(0);
      expect(await eventRow(eventId)).toMatchObject({ delivery: 'stored' });
    } finally {
      await connectPixel(t);
    }
  });

  it('an attempt that fails before the last leaves the event pending with that attempt’s error, for the retry', async () => {
    const eventId = newEventId();
    await track(t, { event_name: 'PageView', event_id: eventId, fbclid: newFbclid() });
    const { id } = await eventRow(eventId);
    meta.fail(serviceUnavailable);
    await expect(
      deliverMetaEvent(
        t.app.ctx,
        { event_row_id: id },
        { attempts: 1, max_attempts: META_EVENT_MAX_ATTEMPTS },
        meta.url,
      ),
    ).rejects.toThrow('HTTP 503');
    expect(await eventRow(eventId)).toMatchObject({
      delivery: 'pending',
      attempts: 1,
      last_error:
        'Meta recusou o evento (HTTP 503, código 2): Service temporarily unavailable — Service temporarily unavailable',
    });
  });
});
