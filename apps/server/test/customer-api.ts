import { bearer, type TestContext } from './helpers';

/** A customer made through POST /api/customers as the admin, as the shop registers one; gives the answer's data. */
export async function postCustomer(t: TestContext, payload: { phone: string; name: string; email?: string }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/customers', headers: bearer(t.adminToken), payload });
  return res.json().data as { id: number };
}
