import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PIX, waitingPixLists } from '../../../test/checkout-session';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';

/**
 * A staff confirmation of a waiting PIX racing new payment links for the same list. Both take
 * the list's row first, so on PostgreSQL neither side deadlocks (which would answer 500) and the
 * list is paid at most once.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await staff('POST', '/api/configurations', SHOP_PIX);
});
afterAll(() => t.close());

const staff = (method: 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });

const newWaitingPix = waitingPixLists(() => t, {
  phonePrefix: '5511966',
  name: 'Cliente Corrida',
  ipPrefix: '10.8',
  product: { product: 'Tênis', price: 100, quantity: 2 },
});

describe('confirming a PIX while new payment links are made', () => {
  it('never answers 500 and leaves at most one sale per list', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { listId, pix } = await newWaitingPix();
      expect(pix.status).toBe('pending');
      const calls = [
        staff('POST', `/api/shopping-lists/${listId}/confirm-payment`),
        ...Array.from({ length: 10 }, () => staff('POST', `/api/shopping-lists/${listId}/payment-link`, {})),
        staff('POST', `/api/shopping-lists/${listId}/confirm-payment`),
      ];
      const replies = await Promise.all(calls);
      for (const r of replies) expect([200, 201, 409]).toContain(r.statusCode);
      const sales = await t.db.selectFrom('sales').select('id').where('shopping_list_id', '=', listId).execute();
      expect(sales.length).toBeLessThanOrEqual(1);
    }
  });
});
