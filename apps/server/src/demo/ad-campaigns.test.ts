import { expect, it } from 'vitest';
import type { AdCampaign } from '@ponte/domain/ad-campaigns';
import { bearer, type TestContext, useTestApp } from '../../test/helpers';
import { demoContext } from './context';
import { seedAdCampaigns } from './ad-campaigns';

let t: TestContext;
useTestApp((built) => (t = built));

it('the demo campaigns show on /campanhas with their products and the customers the first one brought', async () => {
  for (const phone of ['5511900000001', '5511900000002', '5511900000003', '5511900000004'])
    await t.app.inject({ method: 'POST', url: '/api/customers', headers: bearer(t.adminToken), payload: { phone } });
  await seedAdCampaigns(demoContext(t.db, new Date('2026-11-20T15:00:00Z'), 1));
  const list: AdCampaign[] = (
    await t.app.inject({ method: 'GET', url: '/api/ad-campaigns', headers: bearer(t.adminToken) })
  ).json().data;
  expect(list.map((c) => [c.name, c.active, c.products.length, c.customers_count])).toEqual([
    ['Natal Eletrônicos', false, 1, 0],
    ['Black Friday Tênis', true, 2, 3],
  ]);
  expect(list[1].products[0]).toMatchObject({ name: 'Tênis Nike Air Max 90', price: 129.99 });
});
