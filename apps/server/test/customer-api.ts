import { bearer, type TestContext } from './helpers';

/** A customer made through POST /api/customers as the admin, as the shop registers one; gives the answer's data. */
export async function postCustomer(t: TestContext, payload: { phone: string; name: string; email?: string }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/customers', headers: bearer(t.adminToken), payload });
  return res.json().data as { id: number };
}

/** Customer number `n` of a file, 'Cliente n' on the phone `prefix` + n in five digits: gives its id and phone. */
export async function numberedCustomer(t: TestContext, prefix: string, n: number) {
  const phone = `${prefix}${String(n).padStart(5, '0')}`;
  const { id } = await postCustomer(t, { phone, name: `Cliente ${n}` });
  return { id, phone };
}
