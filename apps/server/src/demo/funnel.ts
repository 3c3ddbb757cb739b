import { phoneKey } from '@ponte/domain/phone';
import type { Demo } from './context';

const STEPS = ['PageView', 'AddToCart', 'InitiateCheckout', 'Purchase'] as const;
const FLAGS = ['pageview', 'addtocart', 'initiatecheckout', 'purchase'] as const;
const SITE = 'https://www.loja-ponte.demo';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const CAMPAIGNS = ['black-friday', 'frete-gratis', 'lancamento-tenis'] as const;

/**
 * Two months of ad clicks for /meta-funil: visitors from the shop's site who drop off at each
 * step (most after the first page), some who leave an e-mail that matches a customer
 * (linked) and some who buy (converted), plus customers who came from click-to-WhatsApp ads.
 * The demo has a Pixel ID but no access token, so every event is stored and shown only.
 */
export async function seedFunnel(demo: Demo) {
  const { db, rnd, pick } = demo;
  const clickId = (prefix: string) =>
    prefix + Array.from({ length: 22 }, () => LETTERS[Math.floor(rnd() * LETTERS.length)]).join('');
  const customers = await db
    .selectFrom('customers')
    .select(['id', 'email', 'phone'])
    .where('email', 'is not', null)
    .orderBy('id')
    .execute();

  for (let i = 0; i < 110; i += 1) {
    const whatsapp = rnd() < 0.15;
    const day = 1 + Math.floor(rnd() * 60);
    const at = demo.daysAgo(day, 12 + Math.floor(rnd() * 10), Math.floor(rnd() * 60));
    // How far the visitor went: each step keeps about half of the one before.
    let depth = 1;
    while (depth < STEPS.length && rnd() < 0.5) depth += 1;
    const customer = whatsapp || rnd() < 0.45 ? pick(customers) : null;
    const bought = depth === STEPS.length;
    const status = bought && customer ? 'converted' : customer ? 'linked' : bought ? 'converted' : 'pending';
    const flags = Object.fromEntries(FLAGS.map((f, n) => [f, !whatsapp && n < depth ? 1 : 0]));
    const id = whatsapp ? clickId('ARA') : clickId('IwAR');
    const iso = demo.iso(at);
    const campaign = whatsapp ? null : pick([...CAMPAIGNS]);
    const purchaseCents = bought && !whatsapp ? Math.round((150 + rnd() * 2500) * 100) : null;
    const converted = (whatsapp && status === 'pending' ? 'linked' : status) === 'converted';
    const click = await db
      .insertInto('funnel_clicks')
      .values({
        source: whatsapp ? 'whatsapp_ad' : 'website',
        click_id: id,
        fbc: whatsapp ? null : `fb.1.${at.getTime()}.${id}`,
        customer_id: customer?.id ?? null,
        email: customer && !whatsapp ? customer.email : null,
        phone: customer && whatsapp ? phoneKey(customer.phone) : null,
        status: whatsapp && status === 'pending' ? 'linked' : status,
        pageview: flags.pageview!,
        addtocart: flags.addtocart!,
        initiatecheckout: flags.initiatecheckout!,
        purchase: flags.purchase!,
        sale_id: null,
        campaign,
        converted_at: converted ? demo.iso(new Date(at.getTime() + 12 * 60_000)) : null,
        revenue_cents: converted ? (purchaseCents ?? 0) : null,
        created_at: iso,
        updated_at: iso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (whatsapp) continue;
    const events = STEPS.slice(0, depth).map((name, n) => {
      const when = demo.iso(new Date(at.getTime() + n * 4 * 60_000));
      return {
        click_id: click.id,
        event_name: name,
        event_id: `demo-${i}-${name}`,
        event_time: when,
        value_cents: name === 'Purchase' ? purchaseCents : null,
        email: customer?.email ?? null,
        phone: null,
        fbp: null,
        event_source_url: `${SITE}/${name === 'PageView' ? `?utm_campaign=${campaign}` : 'carrinho'}`,
        client_ip_address: null,
        client_user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
        delivery: 'stored' as const,
        last_error: null,
        sent_at: null,
        created_at: when,
        updated_at: when,
      };
    });
    await db.insertInto('funnel_events').values(events).execute();
  }
  // What each campaign cost over the two months, as an admin would enter it on /meta-funil.
  const now = demo.iso(demo.now);
  await db
    .insertInto('funnel_campaign_spend')
    .values(
      CAMPAIGNS.map((campaign, n) => ({
        campaign,
        starts_on: demo.iso(demo.daysAgo(60, 12, 0)).slice(0, 10),
        ends_on: now.slice(0, 10),
        amount_cents: (1_500 + n * 700) * 100,
        created_by: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('settings')
    .values({ key: 'shop_site_url', value: SITE, updated_at: demo.iso(demo.now), updated_by: null })
    .execute();
}
