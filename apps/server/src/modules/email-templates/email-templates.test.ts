import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, countRows, type TestContext, activityAbout } from '../../../test/helpers';
import { findTemplate, renderTemplate } from './service';

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const valid = {
  name: 'Boas-vindas',
  subject: 'Olá {{nome}}',
  body_html: '<p>Olá {{nome}}, seu cupom é {{cupom}}</p>',
  variables: ['cupom'],
};

async function newTemplate(payload: object = valid) {
  const res = await call('POST', '/api/email/templates', payload);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; [k: string]: unknown };
}

const count = () => countRows(t.db, 'email_templates');

const activity = (id: number) => activityAbout(t.db, 'email_template', id);

describe('email templates', () => {
  it('creates a template with trimmed fields, its variables and the editor data, and logs it', async () => {
    const design = { pages: [{ component: { type: 'wrapper' } }], styles: [] };
    const created = await newTemplate({
      ...valid,
      name: '  Boas-vindas  ',
      body_json: design,
      variables: [' cupom ', 'cupom'],
    });
    expect(created).toMatchObject({
      name: 'Boas-vindas',
      subject: 'Olá {{nome}}',
      body_html: valid.body_html,
      body_json: design,
      variables: ['cupom'],
      created_by: 1,
    });
    expect(created.created_at).toMatch(/Z$/);
    const list = (await call('GET', '/api/email/templates')).json().data;
    expect(list.find((x: { id: number }) => x.id === created.id)).toEqual(created);
    expect((await call('GET', `/api/email/templates/${created.id}`)).json().data).toEqual(created);
    expect((await activity(created.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('a hand-written template has no editor data and no variables by default', async () => {
    const created = await newTemplate({ name: 'Simples', subject: 'Oi', body_html: '<p>{{email}}</p>' });
    expect(created).toMatchObject({ body_json: null, variables: [] });
  });

  it.each([
    [{ ...valid, name: undefined }, 'name', 'O nome do template é obrigatório'],
    [{ ...valid, name: '   ' }, 'name', 'O nome do template é obrigatório'],
    [{ ...valid, name: 'x'.repeat(201) }, 'name', 'O nome deve ter no máximo 200 caracteres'],
    [{ ...valid, subject: '' }, 'subject', 'O assunto do email é obrigatório'],
    [{ ...valid, subject: 'x'.repeat(301) }, 'subject', 'O assunto deve ter no máximo 300 caracteres'],
    [{ ...valid, subject: 'Linha 1\nBcc: x@y.z' }, 'subject', 'O assunto não pode ter quebras de linha'],
    [{ ...valid, body_html: ' ' }, 'body_html', 'O HTML do email é obrigatório'],
    [{ ...valid, body_html: undefined }, 'body_html', 'O HTML do email é obrigatório'],
    [
      { ...valid, body_html: 'x'.repeat(1_000_001) },
      'body_html',
      'O HTML do email deve ter no máximo 1.000.000 caracteres',
    ],
    [{ ...valid, body_json: 'design' }, 'body_json', 'Dados do editor visual inválidos'],
    [
      { ...valid, variables: ['cupom', '1x'] },
      'variables.1',
      'Variável inválida: use letras, números e _ começando por uma letra (ex.: nome)',
    ],
    [{ ...valid, variables: Array.from({ length: 51 }, (_, i) => `v${i}`) }, 'variables', 'No máximo 50 variáveis'],
  ])('refuses %# with 400 on %s', async (payload, field, message) => {
    const before = await count();
    const res = await call('POST', '/api/email/templates', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_input');
    expect(res.json().details[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it('refuses an unknown variable on save, naming it on its field, unless the template declares it', async () => {
    const res = await call('POST', '/api/email/templates', {
      ...valid,
      subject: 'Oi {{apelido}}',
      body_html: '<p>{{nome}} {{ cupon }} {{cidade}}</p>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'unknown_template_variable',
      error:
        'Variáveis desconhecidas: {{apelido}}. Declare-as em Variáveis ou use uma das variáveis do cliente e da lista (ex.: {{nome}}, {{total_lista}})',
      details: {
        subject:
          'Variáveis desconhecidas: {{apelido}}. Declare-as em Variáveis ou use uma das variáveis do cliente e da lista (ex.: {{nome}}, {{total_lista}})',
        body_html:
          'Variáveis desconhecidas: {{cupon}}, {{cidade}}. Declare-as em Variáveis ou use uma das variáveis do cliente e da lista (ex.: {{nome}}, {{total_lista}})',
      },
    });
    const declared = await newTemplate({ ...valid, body_html: '<p>{{cidade}}</p>', variables: ['cidade'] });
    expect(declared.variables).toEqual(['cidade']);
  });

  it('updates every field, keeps the author, logs it, and answers 404 for an unknown id', async () => {
    const created = await newTemplate();
    const res = await call('PUT', `/api/email/templates/${created.id}`, {
      name: 'Promoção',
      subject: 'Só hoje',
      body_html: '<h1>{{telefone}}</h1>',
      body_json: { pages: [] },
      variables: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      name: 'Promoção',
      subject: 'Só hoje',
      body_html: '<h1>{{telefone}}</h1>',
      body_json: { pages: [] },
      variables: [],
      created_by: 1,
    });
    const badVar = await call('PUT', `/api/email/templates/${created.id}`, { ...valid, variables: [] });
    expect(badVar.statusCode).toBe(400);
    expect(badVar.json().code).toBe('unknown_template_variable');
    expect((await activity(created.id)).map((a) => a.action)).toEqual(['create', 'update']);
    const missing = await call('PUT', '/api/email/templates/999999', valid);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Template não encontrado', code: 'not_found' });
  });

  it('deletes a template once and logs it; a second delete or a read answers 404', async () => {
    const created = await newTemplate();
    expect((await call('DELETE', `/api/email/templates/${created.id}`)).json()).toEqual({ success: true, data: null });
    expect((await call('DELETE', `/api/email/templates/${created.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/email/templates/${created.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/email/templates/abc')).statusCode).toBe(400);
    expect((await activity(created.id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('takes an editor design larger than the default 1 MB body limit', async () => {
    const big = { pages: [{ blob: 'x'.repeat(1_500_000) }] };
    const created = await newTemplate({ ...valid, body_json: big });
    expect((created.body_json as typeof big).pages[0]!.blob).toHaveLength(1_500_000);
  });

  it('a campaign reads a template with findTemplate and renders it per recipient', async () => {
    const created = await newTemplate();
    const template = await findTemplate(t.db, created.id);
    expect(
      renderTemplate(template!, {
        name: 'Ana <b>',
        email: 'ana@x.com',
        phone: null,
        values: { cupom: 'A&B' },
      }),
    ).toEqual({ subject: 'Olá Ana <b>', html: '<p>Olá Ana &lt;b&gt;, seu cupom é A&amp;B</p>' });
    expect(await findTemplate(t.db, 999999)).toBeUndefined();
  });
});
