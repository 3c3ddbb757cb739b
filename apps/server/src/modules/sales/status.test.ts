import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALE_REASON_MAX, salesErrorText, salesText } from '@ponte/domain/sales';
import { bearer, buildTestApp, type TestContext, activityAbout } from '../../../test/helpers';
import { insertCustomer, insertSale } from '../../../test/fixtures/sales';

/* PUT /api/sales/:id/status: an admin moves a sale between confirmed, pending and cancelled, saying why. */
let t: TestContext;
let maria: number;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  maria = await insertCustomer(t.db, 'Maria Souza');
  sellerId = (await t.staff('operador')).id;
});
afterAll(() => t.close());

const newSale = (status: 'confirmed' | 'pending' | 'cancelled' = 'confirmed') =>
  insertSale(t.db, { customerId: maria, sellerId, createdAt: '2025-04-01T15:00:00.000Z', usdCents: 1000, status });
const put = (token: string, id: number | string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/sales/${id}/status`, headers: bearer(token), payload });
const row = (id: number) =>
  t.db.selectFrom('sales').select(['status', 'confirmed_at']).where('id', '=', id).executeTakeFirstOrThrow();
const logOf = (id: number) => activityAbout(t.db, 'sale', id);

describe('an admin changes the status', () => {
  it('cancels a confirmed sale: one update, answered with the sale, logged with old and new status and the trimmed reason', async () => {
    const id = await newSale();
    const res = await put(t.adminToken, id, { status: 'cancelled', reason: '  Cliente pediu estorno  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'cancelled' });
    expect(await row(id)).toEqual({ status: 'cancelled', confirmed_at: '2025-04-01T15:00:00.000Z' });
    const log = await logOf(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'update', user_id: await adminId() });
    expect(JSON.parse(log[0].details!)).toEqual({
      field: 'status',
      from: 'confirmed',
      to: 'cancelled',
      reason: 'Cliente pediu estorno',
    });
  });

  it('confirming a pending sale records when it was confirmed', async () => {
    const id = await newSale('pending');
    expect((await put(t.adminToken, id, { status: 'confirmed', reason: 'PIX conferido no banco' })).statusCode).toBe(
      200,
    );
    const after = await row(id);
    expect(after.status).toBe('confirmed');
    expect(Date.parse(after.confirmed_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 409 when the sale already has that status, and logs nothing', async () => {
    const id = await newSale('pending');
    const res = await put(t.adminToken, id, { status: 'pending', reason: 'nada muda' });
    expect([res.statusCode, res.json().error, res.json().code]).toEqual([
      409,
      salesErrorText.sale_status_unchanged,
      'sale_status_unchanged',
    ]);
    expect(await logOf(id)).toEqual([]);
  });

  it('two admins cancelling at once: one succeeds, the other gets 409, one log row', async () => {
    const id = await newSale();
    const results = await Promise.all([
      put(t.adminToken, id, { status: 'cancelled', reason: 'primeiro' }),
      put(t.adminToken, id, { status: 'cancelled', reason: 'segundo' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await logOf(id)).toHaveLength(1);
  });

  it("answers 404 'Venda não encontrada' for an unknown sale and 400 for an id that is not one", async () => {
    const res = await put(t.adminToken, 999999, { status: 'cancelled', reason: 'x' });
    expect([res.statusCode, res.json().error]).toEqual([404, salesText.notFound]);
    expect((await put(t.adminToken, 'abc', { status: 'cancelled', reason: 'x' })).statusCode).toBe(400);
  });
});

describe('validation', () => {
  it.each([
    [{ status: 'cancelled' }, 'reason', salesText.reasonRequired],
    [{ status: 'cancelled', reason: '   ' }, 'reason', salesText.reasonRequired],
    [{ status: 'cancelled', reason: 'x'.repeat(SALE_REASON_MAX + 1) }, 'reason', salesText.reasonTooLong],
    [{ status: 'estornada', reason: 'x' }, 'status', salesText.statusInvalid],
    [{ reason: 'x' }, 'status', salesText.statusInvalid],
  ])('%j answers 400 naming %s, and the sale keeps its status', async (payload, field, message) => {
    const id = await newSale();
    const res = await put(t.adminToken, id, payload);
    expect([res.statusCode, res.json().details[field]]).toEqual([400, message]);
    expect((await row(id)).status).toBe('confirmed');
    expect(await logOf(id)).toEqual([]);
  });

  it(`a reason of exactly ${SALE_REASON_MAX} characters is accepted`, async () => {
    const id = await newSale();
    expect((await put(t.adminToken, id, { status: 'pending', reason: 'x'.repeat(SALE_REASON_MAX) })).statusCode).toBe(
      200,
    );
  });
});

describe('only admins', () => {
  it.each(['operador', 'trainee'] as const)('answers 403 to %s and changes nothing', async (role) => {
    const id = await newSale();
    const s = await t.staff(role);
    const res = await put(s.token, id, { status: 'cancelled', reason: 'tentativa' });
    expect(res.statusCode).toBe(403);
    expect((await row(id)).status).toBe('confirmed');
    expect(await logOf(id)).toEqual([]);
  });
});

async function adminId() {
  return (await t.db.selectFrom('staff').select('id').where('username', '=', 'onsolutions').executeTakeFirstOrThrow())
    .id;
}
