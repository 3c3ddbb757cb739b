import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignText } from '@ponte/domain/campaigns';
import type { ShoppingList } from '@ponte/domain/list-views';
import { formatBrl } from '@ponte/domain/money';
import { bearer, type TestContext } from '../../../test/helpers';
import type { startSmtp } from '../../../test/fakes/smtp';
import { buildSmtpTestApp, closeWithPeer } from '../../../test/peer-apps';

/**
 * Issue 29: every variable the editor offers has a value — the customer's own data, their newest
 * active list (name, total, shipping, payment link) or the campaign's value (a coupon) — each
 * may carry a default, the preview shows a real recipient, sending warns of empty ones, and the
 * message goes out as multipart/alternative with its styles inlined.
 */
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const admin = () => bearer(t.adminToken);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin(), ...(payload ? { payload } : {}) });

const BODY =
  '<html><head><style>p.lead { color: #cc0000; }</style></head><body>' +
  '<p class="lead">Olá, {{primeiro_nome}}!</p>' +
  '<p>Sua lista {{lista}} soma {{total_lista}}, com o frete de {{frete}}.</p>' +
  '<p>Cupom {{cupom}} para você. Pague em {{link_pagamento|nosso site}}.</p>' +
  '<a href="https://loja.test/ofertas">Ver ofertas</a></body></html>';

let templateId: number;
let ana: { id: number };
let list: ShoppingList;
let segmentId: number;

beforeAll(async () => {
  ({ t, smtp } = await buildSmtpTestApp());
  templateId = (
    await call('POST', '/api/email/templates', {
      name: 'Lista esperando',
      subject: '{{nome|Cliente}}, sua lista {{lista}} espera',
      body_html: BODY,
      variables: ['cupom'],
    })
  ).json().data.id;
  ana = (
    await call('POST', '/api/customers', { phone: '5511955501234', name: 'Ana Souza', email: 'ana@cliente.test' })
  ).json().data;
  const created = (await call('POST', '/api/shopping-lists', { user_id: ana.id, name: 'Compras de março' })).json()
    .data;
  await call('POST', '/api/shopping-lists/add-product', {
    list_id: created.id,
    product_name: 'Tênis',
    product_price: 100,
    quantity: 1,
  });
  await t.db
    .updateTable('shopping_lists')
    .set({ payment_link: 'https://ponte.test/checkout/abc' })
    .where('id', '=', created.id)
    .execute();
  list = (await call('GET', `/api/shopping-lists/${created.id}`)).json().data;
  // Ana, and an address of a manual list that is no customer: no name, no list.
  segmentId = (
    await call('POST', '/api/campaign-segments', {
      name: 'Lista esperando',
      filters: { manual_emails: 'ana@cliente.test\nsem.nome@exemplo.test' },
    })
  ).json().data.id;
});
afterAll(() => closeWithPeer(t, smtp));

const anaFacts = () => ({
  lista: 'Compras de março',
  total: formatBrl(list.quote.amount_due_brl),
  frete: formatBrl(Math.round(list.quote.summary.service_fee * list.quote.exchange_rate * 100) / 100),
});

describe('campaign variables (issue 29)', () => {
  it('a value for a variable the template does not declare is refused on the field', async () => {
    const res = await call('POST', '/api/email/campaigns', {
      name: 'X',
      template_id: templateId,
      segment_id: segmentId,
      variable_values: { cupom: 'BF10', cidade: 'Recife' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      variable_values: campaignText.variableNotDeclared.replace('{list}', '{{cidade}}'),
    });
  });

  it('the preview shows the first recipient as they will read it; the audience counts who would get an empty variable', async () => {
    const id = (
      await call('POST', '/api/email/campaigns', {
        name: 'Lista esperando',
        template_id: templateId,
        segment_id: segmentId,
        variable_values: { cupom: 'BF10' },
      })
    ).json().data.id;
    const preview = (await call('GET', `/api/email/campaigns/${id}/preview`)).json().data;
    const facts = anaFacts();
    expect(preview.recipient).toEqual({ name: 'Ana Souza', email: 'ana@cliente.test' });
    expect(preview.subject).toBe('Ana Souza, sua lista Compras de março espera');
    expect(preview.html).toContain('Olá, Ana!');
    expect(preview.html).toContain(`Sua lista Compras de março soma ${facts.total}, com o frete de ${facts.frete}.`);
    expect(preview.html).toContain('Cupom BF10 para você. Pague em https://ponte.test/checkout/abc.');
    // Styles inlined: mail clients drop <style>.
    expect(preview.html).toMatch(/<p class="lead" style="color: ?#cc0000;?">/);
    expect(preview.text).toContain('Olá, Ana!');

    // The bare address has no list: {{lista}}, {{total_lista}} and {{frete}} would be empty for it
    // ({{link_pagamento}} has a default, {{primeiro_nome}} Ponte's fallback).
    const audience = (await call('GET', `/api/email/campaigns/${id}/audience`)).json().data;
    expect(audience.total).toBe(2);
    expect(audience.empty_variables).toEqual([
      { name: 'lista', recipients: 1 },
      { name: 'total_lista', recipients: 1 },
      { name: 'frete', recipients: 1 },
    ]);
  });

  it('goes out filled per recipient, multipart/alternative with a text part, never "Olá, !"', async () => {
    const id = (
      await call('POST', '/api/email/campaigns', {
        name: 'Lista esperando (envio)',
        template_id: templateId,
        segment_id: segmentId,
        variable_values: { cupom: 'BF10' },
      })
    ).json().data.id;
    expect((await call('POST', `/api/email/campaigns/${id}/send`)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const to = (email: string) => smtp.control.messages.filter((m) => JSON.stringify(m.to).includes(email)).at(-1)!;
    const facts = anaFacts();
    const toAna = to('ana@cliente.test');
    expect(toAna.subject).toBe('Ana Souza, sua lista Compras de março espera');
    expect(toAna.html).toContain(`soma ${facts.total}, com o frete de ${facts.frete}.`);
    expect(toAna.html).toMatch(/style="color: ?#cc0000;?"/);
    expect(toAna.html).not.toContain('<style>');
    expect(toAna.text).toContain('Olá, Ana!');
    expect(toAna.text).toContain(`com o frete de ${facts.frete}.`);
    expect(toAna.text).toContain('Cancelar inscrição');
    expect(toAna.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });

    const toBare = to('sem.nome@exemplo.test');
    expect(toBare.subject).toBe('Cliente, sua lista  espera');
    expect(toBare.html).toContain('Olá, cliente!');
    expect(toBare.html).toContain('Pague em nosso site.');
    expect(toBare.text).not.toMatch(/Olá, !/);
  });
});
