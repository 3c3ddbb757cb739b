import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION_WINDOW_DAYS as ATTRIBUTION_WINDOW_DAYS } from '@ponte/domain/funnel-campaigns';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { newEventId, newFbclid, saveSettings, SHOP_SITE, track } from '../../../test/fixtures/funnel';
import { postCustomer } from '../../../test/customer-api';
import { insertSaleRow, saleRow } from '../../../test/sale-rows';
import { recordSaleConversion, recordWhatsAppAdClick } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await saveSettings(t, { shop_site_url: SHOP_SITE });
});
afterAll(() => t.close());

let phoneSeq = 0;
async function customer(email?: string) {
  phoneSeq += 1;
  const phone = `55119666${String(10000 + phoneSeq).slice(-5)}`;
  return { ...(await postCustomer(t, { phone, name: `Cliente ${phoneSeq}`, ...(email ? { email } : {}) })), phone };
}

/** A confirmed sale row, as the checkout writes one. */
async function sale(customerId: number, brlCents = 15_000) {
  const now = new Date().toISOString();
  return insertSaleRow(t.db, saleRow({ customerId, at: now, total_usd_cents: 2_500, total_brl_cents: brlCents }));
}

const clickOf = (clickId: string) =>
  t.db.selectFrom('funnel_clicks').selectAll().where('click_id', '=', clickId).executeTakeFirstOrThrow();
const purchaseOf = (saleId: number) =>
  t.db
    .selectFrom('funnel_events')
    .selectAll()
    .where('event_name', '=', 'Purchase')
    .where('event_id', '=', `ponte-sale-${saleId}`)
    .execute();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000).toISOString();

describe('a Ponte sale converts the customer’s ad clicks (recordSaleConversion)', () => {
  it('a linked click becomes converted with the sale, and one Purchase of the sale’s value is stored', async () => {
    const c = await customer('venda.ponte@exemplo.com');
    const fbclid = newFbclid();
    await track(t, { event_name: 'PageView', event_id: newEventId(), fbclid, email: 'venda.ponte@exemplo.com' });
    expect((await clickOf(fbclid)).status).toBe('linked');
    const saleId = await sale(c.id, 15_050);

    expect(await recordSaleConversion(t.app.ctx, { customerId: c.id, saleId, totalBrlCents: 15_050 })).toEqual({
      converted: 1,
    });
    expect(await clickOf(fbclid)).toMatchObject({
      status: 'converted',
      purchase: 1,
      sale_id: saleId,
      customer_id: c.id,
    });
    const [purchase] = await purchaseOf(saleId);
    expect(purchase).toMatchObject({ value_cents: 15_050, delivery: 'stored', email: 'venda.ponte@exemplo.com' });
  });

  it('a pending click that carried the customer’s e-mail is linked and converted by the sale, with the linked ones', async () => {
    const c = await customer('sem.vinculo@exemplo.com');
    const byEmail = newFbclid();
    const byPhone = newFbclid();
    // Seen before the customer existed: nobody to link to then.
    await t.db.updateTable('customers').set({ email: null }).where('id', '=', c.id).execute();
    await track(t, {
      event_name: 'PageView',
      event_id: newEventId(),
      fbclid: byEmail,
      email: 'sem.vinculo@exemplo.com',
    });
    await t.db.updateTable('customers').set({ email: 'sem.vinculo@exemplo.com' }).where('id', '=', c.id).execute();
    const written = `(${c.phone.slice(2, 4)}) ${c.phone.slice(4, 9)}-${c.phone.slice(9)}`;
    await track(t, { event_name: 'PageView', event_id: newEventId(), fbclid: byPhone, phone: written });
    expect((await clickOf(byEmail)).status).toBe('pending');
    expect((await clickOf(byPhone)).status).toBe('linked');

    const saleId = await sale(c.id);
    expect((await recordSaleConversion(t.app.ctx, { customerId: c.id, saleId, totalBrlCents: 100 })).converted).toBe(2);
    for (const id of [byEmail, byPhone])
      expect(await clickOf(id)).toMatchObject({ status: 'converted', customer_id: c.id, sale_id: saleId });
    // One Purchase per sale, however many clicks it converted.
    expect(await purchaseOf(saleId)).toHaveLength(1);
  });

  it(`clicks of another customer, older than ${ATTRIBUTION_WINDOW_DAYS} days or after the sale are left alone`, async () => {
    const c = await customer();
    const other = await customer();
    await recordWhatsAppAdClick(t.app.ctx, { customerId: other.id, phone: other.phone, ctwaClid: 'ctwa-outro' });
    await recordWhatsAppAdClick(t.app.ctx, {
      customerId: c.id,
      phone: c.phone,
      ctwaClid: 'ctwa-antigo',
      at: daysAgo(ATTRIBUTION_WINDOW_DAYS + 1),
    });
    await recordWhatsAppAdClick(t.app.ctx, {
      customerId: c.id,
      phone: c.phone,
      ctwaClid: 'ctwa-na-janela',
      at: daysAgo(ATTRIBUTION_WINDOW_DAYS - 1),
    });
    const saleAt = daysAgo(0.5);
    await recordWhatsAppAdClick(t.app.ctx, { customerId: c.id, phone: c.phone, ctwaClid: 'ctwa-depois' });

    const saleId = await sale(c.id);
    expect(
      (await recordSaleConversion(t.app.ctx, { customerId: c.id, saleId, totalBrlCents: 100, at: saleAt })).converted,
    ).toBe(1);
    expect((await clickOf('ctwa-na-janela')).status).toBe('converted');
    for (const id of ['ctwa-outro', 'ctwa-antigo', 'ctwa-depois']) expect((await clickOf(id)).status).toBe('linked');
  });

  it('calling it again for the same sale changes nothing; a converted click is not converted by a later sale', async () => {
    const c = await customer();
    await recordWhatsAppAdClick(t.app.ctx, { customerId: c.id, phone: c.phone, ctwaClid: 'ctwa-uma-vez' });
    const first = await sale(c.id);
    expect(
      (await recordSaleConversion(t.app.ctx, { customerId: c.id, saleId: first, totalBrlCents: 100 })).converted,
    ).toBe(1);
    expect(
      (await recordSaleConversion(t.app.ctx, { customerId: c.id, saleId: first, totalBrlCents: 100 })).converted,
    ).toBe(0);
    const second = await sale(c.id);
    expect(
      (await recordSaleConversion(t.app.ctx, { customerId: c.id, saleId: second, totalBrlCents: 100 })).converted,
    ).toBe(0);
    expect(await clickOf('ctwa-uma-vez')).toMatchObject({ status: 'converted', sale_id: first });
    expect(await purchaseOf(first)).toHaveLength(1);
    expect(await purchaseOf(second)).toHaveLength(0);
  });

  it('an unknown customer converts nothing', async () => {
    expect(await recordSaleConversion(t.app.ctx, { customerId: 999_999, saleId: 1, totalBrlCents: 1 })).toEqual({
      converted: 0,
    });
  });
});

describe('a click-to-WhatsApp ad (recordWhatsAppAdClick)', () => {
  it('records the click linked to the customer, with the phone key; a repeated referral is the same click', async () => {
    const c = await customer();
    const first = await recordWhatsAppAdClick(t.app.ctx, {
      customerId: c.id,
      phone: c.phone.slice(2),
      ctwaClid: 'ARAkLkA8rmlFeiCktEJQ',
    });
    expect(first).toMatchObject({ status: 'linked' });
    const again = await recordWhatsAppAdClick(t.app.ctx, {
      customerId: c.id,
      phone: c.phone,
      ctwaClid: 'ARAkLkA8rmlFeiCktEJQ',
    });
    expect(again?.id).toBe(first?.id);
    expect(await clickOf('ARAkLkA8rmlFeiCktEJQ')).toMatchObject({
      source: 'whatsapp_ad',
      customer_id: c.id,
      phone: c.phone,
      fbc: null,
      pageview: 0,
    });
  });

  it('a converted WhatsApp click stays converted when the referral comes again', async () => {
    const c = await customer();
    await recordWhatsAppAdClick(t.app.ctx, { customerId: c.id, phone: c.phone, ctwaClid: 'ctwa-fiel' });
    await recordSaleConversion(t.app.ctx, { customerId: c.id, saleId: await sale(c.id), totalBrlCents: 100 });
    expect(
      (await recordWhatsAppAdClick(t.app.ctx, { customerId: c.id, phone: c.phone, ctwaClid: 'ctwa-fiel' }))?.status,
    ).toBe('converted');
  });

  it('a ctwa_clid that is not a click id is ignored', async () => {
    const c = await customer();
    expect(
      await recordWhatsAppAdClick(t.app.ctx, { customerId: c.id, phone: c.phone, ctwaClid: 'não é; um id' }),
    ).toBeNull();
    expect(await recordWhatsAppAdClick(t.app.ctx, { customerId: c.id, phone: c.phone, ctwaClid: '' })).toBeNull();
  });
});
