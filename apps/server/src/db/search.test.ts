import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext, useTestAppAs } from '../../test/helpers';
import { customerRow } from '../../test/customer-row';
import { activeListRow } from '../../test/seed-rows';

/**
 * Issue 17: customer, list and conversation search go through the trigram index (FTS5 on
 * SQLite, pg_trgm on PostgreSQL) and answer exactly what a substring search of the folded text
 * answers. The expected answers are written out, and this file runs on both engines: the same
 * answers on both.
 */
let t: TestContext;
let token: string;
useTestAppAs('operador', (built) => ({ t, token } = built));

const minute = (n: number) => new Date(Date.parse('2026-02-01T12:00:00Z') + n * 60_000).toISOString();

async function customer(name: string, phone: string, activity: number | null, email: string | null = null) {
  const row = await t.db
    .insertInto('customers')
    .values(
      customerRow({
        name,
        phone,
        email,
        createdAt: minute(0),
        lastActivity: activity === null ? null : minute(activity),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function list(customerId: number, name: string, at: number) {
  await t.db
    .insertInto('shopping_lists')
    .values(activeListRow(customerId, name, minute(at)))
    .execute();
}

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const term = (text: string) => encodeURIComponent(text);
const customerNames = async (text: string, extra = '') =>
  (await get(`/api/customers?search=${term(text)}${extra}`)).data.map((c: { name: string }) => c.name);
const conversationNames = async (text: string, extra = '') =>
  (await get(`/api/conversations?search=${term(text)}${extra}`)).data.map((c: { name: string }) => c.name);
const listNames = async (text: string, extra = '') =>
  (await get(`/api/shopping-lists?search=${term(text)}${extra}`)).data.map((l: { name: string }) => l.name);

beforeAll(async () => {
  // Newest activity first in every answer below: the later the minute, the earlier the row.
  const joao = await customer('João Gonçalves', '5511987650001', 90, 'joao.g@exemplo.com');
  const joana = await customer('Joana Conceição', '5521912345678', 80);
  const loja = await customer('Loja 100% Brasil', '5531911110000', 70);
  await customer('Loja 1000 Brasil', '5531922220000', 60);
  const anaPaula = await customer('Ana_Paula Reis', '5541933330000', 50);
  await customer('Ana Paula Reis', '5541944440000', 40);
  // Never wrote: listed among customers, never in the conversations.
  await customer('Jonas Sem Conversa', '5551955550000', null);
  for (let i = 0; i < 25; i++) await customer(`Página Qx ${i}`, `55619000000${String(i).padStart(2, '0')}`, i);

  await list(joao, 'Eletrônicos', 10);
  await list(joana, 'Conceição presentes', 20);
  await list(joana, 'Roupas 50% off', 30);
  await list(loja, 'Roupas 500 outlet', 40);
  await list(anaPaula, 'Casa_Nova', 50);
  await list(loja, 'Casa Nova', 60);
  for (let i = 0; i < 12; i++) await list(anaPaula, `Pacote Kz ${i}`, 100 + i);
});

describe('customer search (/usuarios)', () => {
  it('folds accents and case and finds a substring inside a word', async () => {
    for (const text of ['joao', 'JOÃO', 'João', 'oncal', 'ONÇAL', 'gonçalves', 'joao.g@exem'])
      expect(await customerNames(text), text).toEqual(['João Gonçalves']);
    expect(await customerNames('ceiç')).toEqual(['Joana Conceição']);
    // Exactly three characters: the shortest term the trigram index looks up.
    expect(await customerNames('çÃo')).toEqual(['Joana Conceição']);
  });

  it('reads % and _ as the characters typed, in long and short terms', async () => {
    // A term of digits alone is a phone ('100%' looks for 100): these carry a letter.
    expect(await customerNames('100% b')).toEqual(['Loja 100% Brasil']);
    expect(await customerNames('0%')).toEqual(['Loja 100% Brasil']);
    expect(await customerNames('%')).toEqual(['Loja 100% Brasil']);
    expect(await customerNames('a_pa')).toEqual(['Ana_Paula Reis']);
    expect(await customerNames('_')).toEqual(['Ana_Paula Reis']);
  });

  it('answers terms of one or two characters by scanning', async () => {
    expect(await customerNames('jo')).toEqual(['João Gonçalves', 'Joana Conceição', 'Jonas Sem Conversa']);
    expect(await customerNames('Ã')).toEqual(expect.arrayContaining(['João Gonçalves', 'Joana Conceição']));
    expect(await customerNames('qx', '&limit=100')).toHaveLength(25);
  });

  it('finds phone digits however the number is written', async () => {
    for (const text of ['(21) 91234-5678', '91234', '+55 21 9123'])
      expect(await customerNames(text), text).toEqual(['Joana Conceição']);
    expect(await customerNames('98765-0001')).toEqual(['João Gonçalves']);
  });

  it('never fails on a U+0000, which ends the index query on SQLite and which PostgreSQL refuses', async () => {
    for (const route of ['customers', 'conversations', 'shopping-lists']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${route}?search=jo%00ao`, headers: bearer(token) });
      expect(res.statusCode, route).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.json().data, route).toEqual([]);
    }
  });

  it('takes the index query language as plain text', async () => {
    for (const text of ['"joao', 'joao"', 'a"b', 'NEAR(joao gon)', 'jo* OR ana', 'search_text:joao', '^joa'])
      expect(await customerNames(text), text).toEqual([]);
  });

  it('pages and counts long and short terms alike, most recent activity first', async () => {
    for (const text of ['gina qx', 'qx']) {
      const page1 = await get(`/api/customers?search=${term(text)}&limit=10`);
      expect(page1.pagination, text).toEqual({ page: 1, limit: 10, total: 25, pages: 3 });
      expect(page1.data[0].name).toBe('Página Qx 24');
      const page3 = await get(`/api/customers?search=${term(text)}&limit=10&page=3`);
      expect(page3.data.map((c: { name: string }) => c.name)).toEqual([4, 3, 2, 1, 0].map((i) => `Página Qx ${i}`));
    }
    expect((await get('/api/customers?search=zzz-nada')).pagination).toMatchObject({ total: 0, pages: 1 });
  });
});

describe('conversation search (/chat)', () => {
  it('finds who wrote, by name, substring, phone and literal %, never a customer without messages', async () => {
    expect(await conversationNames('joao')).toEqual(['João Gonçalves']);
    expect(await conversationNames('ceica')).toEqual(['Joana Conceição']);
    expect(await conversationNames('jo')).toEqual(['João Gonçalves', 'Joana Conceição']);
    expect(await conversationNames('jonas')).toEqual([]);
    expect(await conversationNames('(21) 91234')).toEqual(['Joana Conceição']);
    expect(await conversationNames('100% b')).toEqual(['Loja 100% Brasil']);
    const page2 = await conversationNames('qx', '&limit=10&page=2');
    expect(page2).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5].map((i) => `Página Qx ${i}`));
  });
});

describe('list search (/listas)', () => {
  it("matches the list's name or its customer's name and phone, each list once", async () => {
    expect(await listNames('eletron')).toEqual(['Eletrônicos']);
    expect(await listNames('ONÇALV')).toEqual(['Eletrônicos']);
    // Joana's lists: one by its own name and her name at once, counted once.
    const joana = await get(`/api/shopping-lists?search=${term('conceição')}`);
    expect(joana.data.map((l: { name: string }) => l.name)).toEqual(['Roupas 50% off', 'Conceição presentes']);
    expect(joana.pagination.total).toBe(2);
    expect(await listNames('912345678')).toEqual(['Roupas 50% off', 'Conceição presentes']);
  });

  it('reads % and _ as typed, in long and short terms', async () => {
    expect(await listNames('50% o')).toEqual(['Roupas 50% off']);
    expect(await listNames('a_no')).toEqual(['Casa_Nova']);
    // 'Roupas 50% off' by its name, the other two through their customer, 'Loja 100% Brasil'.
    for (const text of ['0%', '%'])
      expect(await listNames(text)).toEqual(['Casa Nova', 'Roupas 500 outlet', 'Roupas 50% off']);
    // Ana_Paula's lists: Casa_Nova and the twelve packages.
    expect(await listNames('_', '&limit=200')).toHaveLength(13);
  });

  it('pages and counts long and short terms alike, newest list first', async () => {
    for (const text of ['acote kz', 'kz']) {
      const page = await get(`/api/shopping-lists?search=${term(text)}&limit=5&page=3`);
      expect(page.pagination, text).toMatchObject({ page: 3, limit: 5, total: 12 });
      expect(page.data.map((l: { name: string }) => l.name)).toEqual(['Pacote Kz 1', 'Pacote Kz 0']);
    }
  });
});
