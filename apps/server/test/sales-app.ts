import { insertCustomer } from './fixtures/sales';
import { buildTestApp } from './helpers';

/** A test app with ana (operador), bia (trainee) and the customer Maria Souza: the people the /vendas tests use. */
export async function buildSalesTestApp(mariaEmail: string | null = null) {
  const t = await buildTestApp();
  const ana = await t.staff('operador', 'ana');
  const bia = await t.staff('trainee', 'bia');
  const maria = await insertCustomer(t.db, 'Maria Souza', mariaEmail);
  return { t, ana, bia, maria };
}
