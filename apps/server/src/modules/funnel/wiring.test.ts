import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVOLUTION_KEY } from '../../../test/fakes/evolution';
import { v2Body } from '../../../test/fixtures/evolution-bodies';
import { payWithApprovedCard } from '../../../test/card-payment';
import { connectPixel } from '../../../test/fixtures/funnel';
import { startFakeMeta, type FakeMeta } from '../../../test/fakes/meta';
import { bearer, buildTestApp, configureGateway, type TestContext } from '../../../test/helpers';

let t: TestContext;
let meta: FakeMeta;
beforeAll(async () => {
  meta = await startFakeMeta();
  t = await buildTestApp({ metaGraphUrl: meta.url });
  // A gateway nobody listens on: sends fail, which the funnel does not care about.
  await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY });
  await connectPixel(t);
});
afterAll(async () => {
  await t.close();
  await meta.close();
});

const PHONE = '5511944440001';
const CTWA = 'ARAkLkA8rmlFeiCktEJQx1';

/** A customer's first message, sent from a click-to-WhatsApp ad. */
function fromAd(id: string, ctwaClid: string | null) {
  const body = v2Body({
    key: { remoteJid: `${PHONE}@s.whatsapp.net`, id },
    pushName: 'Renata Anúncio',
    message: { conversation: 'Oi! Vi o anúncio de vocês' },
    messageType: 'conversation',
  });
  const data = body.data as Record<string, unknown>;
  if (ctwaClid) data.contextInfo = { externalAdReply: { title: 'Compras nos EUA', ctwaClid } };
  return t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload: body });
}

const clicks = () => t.db.selectFrom('funnel_clicks').selectAll().where('click_id', '=', CTWA).execute();

describe('the funnel hears of WhatsApp ads and Ponte sales', () => {
  it('a message from a click-to-WhatsApp ad is a linked click of its customer, once', async () => {
    expect((await fromAd('ADMSG1', CTWA)).json().data.stored).toBe(1);
    expect((await fromAd('ADMSG1', CTWA)).json().data.duplicates).toBe(1);
    expect((await fromAd('PLAIN1', null)).json().data.stored).toBe(1);
    const customer = await t.db
      .selectFrom('customers')
      .select('id')
      .where('phone_key', '=', PHONE)
      .executeTakeFirstOrThrow();
    expect(await clicks()).toEqual([
      expect.objectContaining({ source: 'whatsapp_ad', customer_id: customer.id, status: 'linked' }),
    ]);
  });

  it("the customer's paid checkout converts the click through the job queue", async () => {
    const admin = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(t.adminToken), payload });
    const customer = await t.db
      .selectFrom('customers')
      .select('id')
      .where('phone_key', '=', PHONE)
      .executeTakeFirstOrThrow();
    const list = (await admin('/api/shopping-lists', { user_id: customer.id, name: 'Lista do anúncio' })).json().data;
    await admin('/api/shopping-lists/add-product', {
      list_id: list.id,
      product_name: 'Bolsa',
      product_price: 80,
      quantity: 1,
    });
    const session = (await admin('/api/checkout/create-session', { shopping_list_id: list.id })).json().data;
    const paid = await payWithApprovedCard(t, session.token, 'RENATA');
    expect(paid.json().data.status).toBe('approved');
    // Enqueued with the sale; nothing converted until the job runs.
    expect((await clicks())[0]!.status).toBe('linked');
    await t.app.jobs.drain();
    const sale = await t.db
      .selectFrom('sales')
      .select('id')
      .where('shopping_list_id', '=', list.id)
      .executeTakeFirstOrThrow();
    expect(await clicks()).toEqual([expect.objectContaining({ status: 'converted', sale_id: sale.id })]);

    // The Graph API peer got the sale as a WhatsApp (business messaging) purchase with the ad's click id.
    await t.app.jobs.drain();
    const purchases = meta.requests
      .flatMap((r) => (r.json as { data: Record<string, unknown>[] }).data)
      .filter((e) => e.event_name === 'Purchase');
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(purchases).toEqual([
      expect.objectContaining({
        event_id: `ponte-sale-${sale.id}`,
        action_source: 'business_messaging',
        messaging_channel: 'whatsapp',
        user_data: expect.objectContaining({ ph: [sha256(PHONE)], ctwa_clid: CTWA }),
        custom_data: expect.objectContaining({ currency: 'BRL' }),
      }),
    ]);
    expect(purchases[0]).not.toHaveProperty('event_source_url');
  });
});
