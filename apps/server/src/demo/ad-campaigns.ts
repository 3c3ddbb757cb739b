import { triggerKey } from '@ponte/domain/ad-campaigns';
import { foldText } from '@ponte/domain/search';
import { toCents } from '@ponte/domain/money';
import type { Demo } from './context';

/** [name, campaign id, trigger phrase, description, active, products: [name, price, description]] */
const CAMPAIGNS = [
  [
    'Black Friday Tênis',
    '120210000000001',
    'Quero o tênis da Black Friday',
    'Anúncio de clique para WhatsApp no Instagram com os tênis em promoção.',
    true,
    [
      ['Tênis Nike Air Max 90', 129.99, 'Tamanhos 38 a 44, envio em até 15 dias.'],
      ['Tênis Adidas Ultraboost', 149.9, 'Cores preta e branca.'],
    ],
  ],
  [
    'Natal Eletrônicos',
    '120210000000002',
    'Quero a oferta de Natal',
    'Campanha pausada até dezembro.',
    false,
    [['Fone Apple AirPods Pro', 199, null]],
  ],
] as const;

/**
 * Two ad campaigns for /campanhas with their products; the first brought the three oldest
 * customers. Draws nothing from the shared random sequence, so it runs last without moving
 * any earlier row.
 */
export async function seedAdCampaigns(demo: Demo) {
  const { db, iso, daysAgo } = demo;
  const ids: number[] = [];
  for (const [index, [name, campaignId, trigger, description, active, products]] of CAMPAIGNS.entries()) {
    const at = iso(daysAgo(20 - index * 5));
    const { id } = await db
      .insertInto('ad_campaigns')
      .values({
        name,
        description,
        campaign_id: campaignId,
        trigger_phrase: trigger,
        trigger_key: triggerKey(trigger),
        active: active ? 1 : 0,
        search_text: `${foldText(name)} ${foldText(campaignId)}`,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
    for (const [productName, price, productDescription] of products)
      await db
        .insertInto('ad_campaign_products')
        .values({
          campaign_id: id,
          name: productName,
          price_cents: toCents(price),
          image: null,
          description: productDescription,
          created_at: at,
          updated_at: at,
        })
        .execute();
  }
  const customers = await db.selectFrom('customers').select('id').orderBy('id').limit(3).execute();
  for (const [index, customer] of customers.entries())
    await db
      .insertInto('ad_campaign_customers')
      .values({
        campaign_id: ids[0],
        customer_id: customer.id,
        first_message: `Olá! ${CAMPAIGNS[0][2]}`,
        created_at: iso(daysAgo(15 - index * 3, 14)),
      })
      .execute();
}
