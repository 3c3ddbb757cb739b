import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUICK_REPLY_CONTENT_MAX,
  QUICK_REPLY_SHORTCUT_MAX,
  quickReplyText,
  type QuickReply,
} from '@ponte/domain/quick-replies';
import { shopToday } from '@ponte/domain/dates';
import { activityAbout, bearer, buildTestApp, type TestContext } from '../../../test/helpers';

// Issue 32: 'Respostas rápidas', shared by the team or kept by one staff member.
let t: TestContext;
let supervisor: { id: number; token: string };
let trainee: { id: number; token: string };
let otherTrainee: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  supervisor = await t.staff('operador');
  trainee = await t.staff('trainee', 'bia.trainee');
  otherTrainee = await t.staff('trainee');
  await t.db.updateTable('staff').set({ display_name: 'Bia Souza' }).where('id', '=', trainee.id).execute();
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = (token: string, { method, url, payload }: Call) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const create = (token: string, payload: object) => call(token, { method: 'POST', url: '/quick-replies', payload });
const list = async (token: string, query = '') =>
  (await call(token, { method: 'GET', url: `/quick-replies${query}` })).json().data as {
    items: QuickReply[];
    total: number;
    pages: number;
  };

let seq = 0;
const unique = (prefix: string) => `${prefix}${++seq}`;

describe('who keeps which replies', () => {
  it('a supervisor shares a reply with the team; a trainee reads it but cannot change or delete it (403)', async () => {
    const shortcut = unique('frete');
    const res = await create(supervisor.token, { shortcut, content: 'O frete é calculado por kg.', shared: true });
    expect(res.statusCode).toBe(201);
    const reply = res.json().data as QuickReply;
    expect(reply).toMatchObject({ shortcut, shared: true, owner_id: null, owner_name: null, editable: true, uses: 0 });

    const seen = (await list(trainee.token, `?busca=${shortcut}`)).items;
    expect(seen).toEqual([expect.objectContaining({ id: reply.id, shared: true, editable: false })]);
    const change = await call(trainee.token, {
      method: 'PUT',
      url: `/quick-replies/${reply.id}`,
      payload: { shortcut, content: 'Mudou', shared: true },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error).toBe(quickReplyText.sharedForbidden);
    expect((await call(trainee.token, { method: 'DELETE', url: `/quick-replies/${reply.id}` })).statusCode).toBe(403);
    // The admin changes it too.
    const edited = await call(t.adminToken, {
      method: 'PUT',
      url: `/quick-replies/${reply.id}`,
      payload: { shortcut, content: 'O frete é de R$ 7,50 por kg.', shared: true },
    });
    expect(edited.json().data).toMatchObject({ content: 'O frete é de R$ 7,50 por kg.', shared: true });
  });

  it('a trainee keeps personal replies nobody else sees (404 for anyone else), and cannot share one (403)', async () => {
    const shortcut = unique('oi');
    const res = await create(trainee.token, { shortcut, content: 'Oi, {primeiro_nome}!' });
    expect(res.statusCode).toBe(201);
    const reply = res.json().data as QuickReply;
    expect(reply).toMatchObject({ shared: false, owner_id: trainee.id, owner_name: 'Bia Souza', editable: true });

    expect((await list(otherTrainee.token, `?busca=${shortcut}`)).items).toEqual([]);
    expect((await list(supervisor.token, `?busca=${shortcut}`)).items).toEqual([]);
    for (const token of [otherTrainee.token, supervisor.token, t.adminToken]) {
      const put = await call(token, {
        method: 'PUT',
        url: `/quick-replies/${reply.id}`,
        payload: { shortcut, content: 'x' },
      });
      expect(put.statusCode).toBe(404);
      expect((await call(token, { method: 'DELETE', url: `/quick-replies/${reply.id}` })).statusCode).toBe(404);
    }

    const shared = await create(trainee.token, { shortcut: unique('x'), content: 'Para todos', shared: true });
    expect(shared.statusCode).toBe(403);
    expect(shared.json()).toMatchObject({ error: quickReplyText.sharedForbidden, code: 'forbidden' });
    const share = await call(trainee.token, {
      method: 'PUT',
      url: `/quick-replies/${reply.id}`,
      payload: { shortcut, content: 'Oi', shared: true },
    });
    expect(share.statusCode).toBe(403);

    expect((await call(trainee.token, { method: 'DELETE', url: `/quick-replies/${reply.id}` })).statusCode).toBe(200);
    expect((await list(trainee.token, `?busca=${shortcut}`)).items).toEqual([]);
  });

  it('every write is in the activity log', async () => {
    const res = await create(supervisor.token, { shortcut: unique('log'), content: 'Registrada', shared: true });
    const id = res.json().data.id as number;
    await call(supervisor.token, { method: 'DELETE', url: `/quick-replies/${id}` });
    const rows = (await activityAbout(t.db, 'quick_reply', id)).map(({ action, user_id }) => ({ action, user_id }));
    expect(rows).toEqual([
      { action: 'create', user_id: supervisor.id },
      { action: 'delete', user_id: supervisor.id },
    ]);
  });
});

describe('validation: 400 in Portuguese naming the field, nothing saved', () => {
  const cases: [string, object, string, string][] = [
    ['no shortcut', { content: 'Oi' }, 'shortcut', quickReplyText.shortcutRequired],
    ['a blank shortcut', { shortcut: ' / ', content: 'Oi' }, 'shortcut', quickReplyText.shortcutRequired],
    ['a shortcut with a space', { shortcut: 'bom dia', content: 'Oi' }, 'shortcut', quickReplyText.shortcutInvalid],
    [
      'a shortcut too long',
      { shortcut: 'a'.repeat(QUICK_REPLY_SHORTCUT_MAX + 1), content: 'Oi' },
      'shortcut',
      quickReplyText.shortcutTooLong,
    ],
    ['no text', { shortcut: 'vazio' }, 'content', quickReplyText.contentRequired],
    ['a blank text', { shortcut: 'vazio', content: '   ' }, 'content', quickReplyText.contentRequired],
    [
      'a text over WhatsApp’s limit',
      { shortcut: 'longo', content: 'a'.repeat(QUICK_REPLY_CONTENT_MAX + 1) },
      'content',
      quickReplyText.contentTooLong,
    ],
    [
      'an unknown placeholder',
      { shortcut: 'var', content: 'Oi {nome}, seu {pedido} e {cpf}' },
      'content',
      'Variável desconhecida: {pedido}, {cpf}',
    ],
    ['shared not a boolean', { shortcut: 'bool', content: 'Oi', shared: 'sim' }, 'shared', 'Valor inválido'],
  ];
  it.each(cases)('%s', async (_name, payload, field, message) => {
    const before = await t.db.selectFrom('quick_replies').select('id').execute();
    const res = await create(supervisor.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(message);
    expect(await t.db.selectFrom('quick_replies').select('id').execute()).toEqual(before);
  });

  it("keeps the shortcut without the typed '/', trimmed and in lower case; the text at WhatsApp's limit is taken", async () => {
    const res = await create(trainee.token, {
      shortcut: ' /Promoção-2 ',
      content: 'a'.repeat(QUICK_REPLY_CONTENT_MAX),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.shortcut).toBe('promoção-2');
  });
});

describe('a shortcut is unique among the shared replies and among each member’s own', () => {
  it('409 with the code for a taken one; the same shortcut may be shared and personal, or two members’ own', async () => {
    const shortcut = unique('prazo');
    expect((await create(supervisor.token, { shortcut, content: 'A', shared: true })).statusCode).toBe(201);
    const again = await create(t.adminToken, { shortcut: shortcut.toUpperCase(), content: 'B', shared: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'quick_reply_shortcut_taken',
      error: quickReplyText.shortcutTaken.replace('{shortcut}', shortcut),
      details: { shortcut: quickReplyText.shortcutTaken.replace('{shortcut}', shortcut) },
    });
    expect((await create(trainee.token, { shortcut, content: 'Minha' })).statusCode).toBe(201);
    expect((await create(otherTrainee.token, { shortcut, content: 'Minha também' })).statusCode).toBe(201);
    expect((await create(trainee.token, { shortcut, content: 'De novo' })).statusCode).toBe(409);

    // An edit onto a taken shortcut is refused the same way, and leaves the reply as it was.
    const other = (await create(supervisor.token, { shortcut: unique('outro'), content: 'C', shared: true })).json()
      .data as QuickReply;
    const moved = await call(supervisor.token, {
      method: 'PUT',
      url: `/quick-replies/${other.id}`,
      payload: { shortcut, content: 'C2', shared: true },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('quick_reply_shortcut_taken');
    expect(
      await t.db.selectFrom('quick_replies').select(['shortcut', 'content']).where('id', '=', other.id).execute(),
    ).toEqual([{ shortcut: other.shortcut, content: 'C' }]);
    // The trainee's own list shows their reply before the shared one of the same shortcut.
    expect((await list(trainee.token, `?busca=${shortcut}`)).items.map((r) => [r.shared, r.content])).toEqual([
      [false, 'Minha'],
      [true, 'A'],
    ]);
  });

  it('fifty saves of one shortcut at once keep one reply: one 201, the others 409', async () => {
    const shortcut = unique('corrida');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        create(supervisor.token, { shortcut, content: `Versão ${i}`, shared: true }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const rows = await t.db.selectFrom('quick_replies').select('id').where('shortcut', '=', shortcut).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the list: search and pages', () => {
  it('finds by shortcut or text without minding accents or case; a shortcut that starts with the search comes first', async () => {
    const tag = unique('zq');
    await create(supervisor.token, { shortcut: `${tag}-troca`, content: 'Como funciona a devolução', shared: true });
    await create(supervisor.token, { shortcut: `a${tag}`, content: 'Outra', shared: true });
    await create(supervisor.token, {
      shortcut: unique('devol'),
      content: `Política ${tag.toUpperCase()} de trocas`,
      shared: true,
    });
    const found = await list(trainee.token, `?busca=${encodeURIComponent(`/${tag}`)}`);
    expect(found.total).toBe(3);
    expect(found.items[0]!.shortcut).toBe(`${tag}-troca`);
    expect(
      (await list(trainee.token, `?busca=${encodeURIComponent('DEVOLUÇAO')}`)).items.map((r) => r.content),
    ).toContain('Como funciona a devolução');
  });

  it('pages by `limite`; a bad page or a long search is a 400 naming the field', async () => {
    const tag = unique('pg');
    for (let i = 0; i < 5; i++) await create(otherTrainee.token, { shortcut: `${tag}-${i}`, content: `Texto ${i}` });
    const first = await list(otherTrainee.token, `?busca=${tag}&limite=2`);
    const third = await list(otherTrainee.token, `?busca=${tag}&limite=2&pagina=3`);
    expect([first.total, first.pages, first.items.length, third.items.length]).toEqual([5, 3, 2, 1]);
    expect(third.items[0]!.shortcut).toBe(`${tag}-4`);
    const bad = await call(trainee.token, { method: 'GET', url: '/quick-replies?pagina=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.pagina).toBe('Página inválida');
    const long = await call(trainee.token, { method: 'GET', url: `/quick-replies?busca=${'a'.repeat(101)}` });
    expect(long.json().details.busca).toBe('Busca muito longa');
  });
});

describe('using a reply for a customer', () => {
  async function customerWithList(name: string, phone: string) {
    const customer = (await call(t.adminToken, { method: 'POST', url: '/customers', payload: { phone, name } })).json()
      .data.id as number;
    const listId = (
      await call(t.adminToken, {
        method: 'POST',
        url: '/shopping-lists',
        payload: { user_id: customer, name: 'Lista de Natal' },
      })
    ).json().data.id as number;
    await call(t.adminToken, {
      method: 'POST',
      url: '/shopping-lists/add-product',
      payload: { list_id: listId, product_name: 'Tênis', product_price: 100, quantity: 1 },
    });
    return { customer, listId };
  }

  it('fills the customer, the attendant and the open list, and counts the use; nothing is sent', async () => {
    const { customer, listId } = await customerWithList('Maria Clara Souza', '5511966660001');
    await t.db
      .updateTable('shopping_lists')
      .set({ payment_link: 'https://ponte.test/checkout/abc' })
      .where('id', '=', listId)
      .execute();
    const reply = (
      await create(trainee.token, {
        shortcut: unique('pagar'),
        content: 'Oi {primeiro_nome} ({nome})! Sou {atendente}. {lista}: {total}. Pague em {link}',
      })
    ).json().data as QuickReply;
    const messagesBefore = await t.db.selectFrom('messages').select('id').execute();
    const res = await call(trainee.token, {
      method: 'POST',
      url: `/quick-replies/${reply.id}/use`,
      payload: { customer_id: customer },
    });
    expect(res.statusCode).toBe(200);
    const { text, missing } = res.json().data;
    expect(missing).toEqual([]);
    expect(text).toMatch(
      /^Oi Maria \(Maria Clara Souza\)! Sou Bia Souza\. Lista de Natal: R\$\s[\d.,]+\. Pague em https:\/\/ponte\.test\/checkout\/abc$/,
    );
    expect(await t.db.selectFrom('messages').select('id').execute()).toEqual(messagesBefore);
    expect((await list(trainee.token, `?busca=${reply.shortcut}`)).items[0]!.uses).toBe(1);
  });

  it('a customer without an open list leaves {lista}, {total} and {link} as written and names them in `missing`', async () => {
    const customer = (
      await call(t.adminToken, { method: 'POST', url: '/customers', payload: { phone: '5511966660002', name: 'João' } })
    ).json().data.id as number;
    const reply = (
      await create(supervisor.token, {
        shortcut: unique('link'),
        content: 'João, sua {lista} está em {link}',
        shared: true,
      })
    ).json().data as QuickReply;
    const res = await call(trainee.token, {
      method: 'POST',
      url: `/quick-replies/${reply.id}/use`,
      payload: { customer_id: customer },
    });
    expect(res.json().data).toEqual({ text: 'João, sua {lista} está em {link}', missing: ['lista', 'link'] });
  });

  it("404 for another member's reply or an unknown customer; 400 without a customer", async () => {
    const mine = (await create(otherTrainee.token, { shortcut: unique('meu'), content: 'Só meu' })).json()
      .data as QuickReply;
    const use = (token: string, id: number, payload: object) =>
      call(token, { method: 'POST', url: `/quick-replies/${id}/use`, payload });
    expect((await use(trainee.token, mine.id, { customer_id: 1 })).statusCode).toBe(404);
    const unknown = await use(otherTrainee.token, mine.id, { customer_id: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(quickReplyText.customerNotFound);
    const none = await use(otherTrainee.token, mine.id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().details.customer_id).toBe(quickReplyText.customerNotFound);
  });

  it('the statistics count uses per reply in the period, most used first', async () => {
    const { customer } = await customerWithList('Ana', '5511966660003');
    const a = (await create(supervisor.token, { shortcut: unique('top'), content: 'A', shared: true })).json().data;
    const b = (await create(supervisor.token, { shortcut: unique('top'), content: 'B', shared: true })).json().data;
    for (const id of [a.id, b.id, b.id, b.id])
      await call(trainee.token, {
        method: 'POST',
        url: `/quick-replies/${id}/use`,
        payload: { customer_id: customer },
      });
    const today = shopToday();
    const res = await call(t.adminToken, {
      method: 'GET',
      url: `/quick-replies/usage?start_date=${today}&end_date=${today}`,
    });
    // It names colleagues' personal replies: admins only.
    const refused = await call(supervisor.token, { method: 'GET', url: '/quick-replies/usage' });
    expect(refused.statusCode).toBe(403);
    const replies = res.json().data.replies as { id: number; uses: number }[];
    const ours = replies.filter((r) => r.id === a.id || r.id === b.id);
    expect(ours).toEqual([
      expect.objectContaining({ id: b.id, uses: 3, shared: true }),
      expect.objectContaining({ id: a.id, uses: 1 }),
    ]);
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const day = yesterday.toISOString().slice(0, 10);
    const before = await call(t.adminToken, {
      method: 'GET',
      url: `/quick-replies/usage?start_date=${day}&end_date=${day}`,
    });
    expect(before.json().data.replies.filter((r: { id: number }) => r.id === a.id || r.id === b.id)).toEqual([]);
    const reversed = await call(t.adminToken, {
      method: 'GET',
      url: `/quick-replies/usage?start_date=${today}&end_date=${day}`,
    });
    expect(reversed.statusCode).toBe(400);
  });
});
