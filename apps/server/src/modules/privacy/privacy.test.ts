import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyText } from '@ponte/domain/privacy';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import { seedPaidSale } from '../../../test/seed-sale';
import { answeredSurveyRow } from '../../../test/seed-rows';

let t: TestContext;
let customerId: number;
const now = () => new Date().toISOString();

/** One customer with something in every place Ponte keeps data about them. */
async function seedCustomer() {
  const at = now();
  const { id } = await postCustomer(t, {
    phone: '5511987000123',
    name: 'Joana <b>Prado</b>',
    email: 'joana@cliente.com',
  });
  await t.db
    .insertInto('messages')
    .values([
      {
        customer_id: id,
        content: 'Quero um <script>alert(1)</script> tênis',
        direction: 'incoming',
        sender_id: null,
        external_id: 'm1',
        created_at: at,
      },
      {
        customer_id: id,
        content: 'Claro, Joana!',
        direction: 'outgoing',
        sender_id: null,
        external_id: 'm2',
        created_at: at,
      },
    ])
    .execute();
  await t.db
    .insertInto('chat_notes')
    .values({ customer_id: id, author_id: null, content: 'Prefere entrega à tarde', created_at: at })
    .execute();
  const { listId } = await seedPaidSale(t.db, {
    customerId: id,
    listName: 'Tênis Joana',
    listStatus: 'active',
    token: 'tok-lgpd',
    brlCents: 71_450,
    usdCents: 12_990,
    method: 'credit_card',
    at,
    card: { brand: 'visa', last4: '4242' },
    orderSummary: 'Tênis Corrida',
    providerRef: 'ref-1',
  });
  await t.db
    .insertInto('shopping_list_items')
    .values({
      list_id: listId,
      product_id: null,
      product_name: 'Tênis Corrida',
      price_cents: 12_990,
      quantity: 1,
      product_sku: 'TEN-1',
      product_weight: null,
      product_image: null,
      added_by: null,
      created_at: at,
    })
    .execute();
  await t.db
    .insertInto('tasks')
    .values({
      title: 'Ligar para Joana',
      description: null,
      assigned_to: null,
      related_to_user: id,
      priority: 'medium',
      status: 'pending',
      due_date: null,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await t.db
    .insertInto('csat_surveys')
    .values(answeredSurveyRow(id, at, 5, 'Ótimo atendimento'))
    .execute();
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  customerId = await seedCustomer();
});
afterAll(() => t.close());

const exportAs = (format: string, token = t.adminToken, id = customerId) =>
  t.app.inject({ method: 'GET', url: `/api/customers/${id}/data-export?formato=${format}`, headers: bearer(token) });

describe('a customer’s data under LGPD (art. 18)', () => {
  it('JSON: the profile, messages, notes, lists with items, links, payments without card data, sales, tasks and surveys', async () => {
    const res = await exportAs('json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="dados-cliente-${customerId}-\\d{4}-\\d{2}-\\d{2}\\.json"`),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: customerId, name: 'Joana <b>Prado</b>', email: 'joana@cliente.com' });
    expect(data.messages.map((m: { content: string }) => m.content)).toEqual([
      'Quero um <script>alert(1)</script> tênis',
      'Claro, Joana!',
    ]);
    expect(data.notes[0].content).toBe('Prefere entrega à tarde');
    expect(data.shopping_lists[0]).toMatchObject({
      name: 'Tênis Joana',
      items: [{ product: 'Tênis Corrida', quantity: 1, price_usd: 129.9 }],
    });
    expect(data.checkout_sessions[0]).toMatchObject({ amount_brl_cents: 71_450, order_summary: 'Tênis Corrida' });
    expect(data.payments[0]).toMatchObject({ method: 'credit_card', status: 'approved', amount_brl_cents: 71_450 });
    expect(data.sales[0]).toMatchObject({ total_brl_cents: 71_450, status: 'confirmed' });
    expect(data.tasks[0].title).toBe('Ligar para Joana');
    expect(data.satisfaction_surveys[0]).toMatchObject({ rating: 5, comment: 'Ótimo atendimento' });
    // No card data at all, nor the payment provider's reference.
    expect(res.body).not.toContain('4242');
    expect(res.body).not.toContain('visa');
    expect(res.body).not.toContain('ref-1');
  });

  it('HTML: one readable page in Portuguese, every text escaped, amounts in reais', async () => {
    const res = await exportAs('html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = res.body;
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain(privacyText.documentTitle('Joana &lt;b&gt;Prado&lt;/b&gt;'));
    for (const title of Object.values(privacyText.sections)) expect(page).toContain(`<h2>${title}</h2>`);
    expect(page).toContain('Quero um &lt;script&gt;alert(1)&lt;/script&gt; tênis');
    expect(page).not.toContain('<script>');
    expect(page).toMatch(/R\$\s714,50/);
    expect(page).not.toContain('4242');
  });

  it('each export is in the activity log with who asked; supervisors and trainees get 403, an unknown customer 404, a wrong format 400', async () => {
    const log = await t.db
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('entity_type', '=', 'customer')
      .where('entity_id', '=', String(customerId))
      .where('action', '=', 'export')
      .execute();
    expect(log.map((l) => JSON.parse(l.details!).lgpd)).toEqual(['json', 'html']);
    for (const role of ['operador', 'trainee'] as const)
      expect((await exportAs('json', (await t.staff(role)).token)).statusCode).toBe(403);
    expect((await exportAs('json', t.adminToken, 999_999)).statusCode).toBe(404);
    const wrong = await exportAs('pdf');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ formato: privacyText.invalidFormat });
  });
});
