import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { recordMessage } from '../conversations/service';
import { findOrCreateCustomer } from '../customers/service';

let t: TestContext;
let token: string;
let joao: { id: number; name: string };
let ana: { id: number; name: string };

const say = (
  customer: { id: number; name: string },
  content: string,
  direction: 'incoming' | 'outgoing' = 'incoming',
) =>
  recordMessage(t.app.ctx, {
    customer,
    content,
    direction,
    status: direction === 'incoming' ? 'received' : 'recorded',
  });

beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.staff('trainee')).token;
  joao = await findOrCreateCustomer(t.db, { phone: '5511987650001', name: 'João Gonçalves' });
  ana = await findOrCreateCustomer(t.db, { phone: '5521912345678', name: 'Ana Paula' });
  await say(joao, 'Quero o tênis da Nike tamanho 42');
  await say(ana, 'Vocês entregam em SÃO PAULO?');
  await say(ana, 'Entregamos sim, em São Paulo e no Brasil todo', 'outgoing');
  await say(joao, 'Qual o preço da AÇÃO de frete?');
});
afterAll(() => t.close());

const search = (query: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers });
const q = (term: string) => `q=${encodeURIComponent(term)}`;

describe('GET /api/search', () => {
  it('finds customers by name (accents and case aside) and by phone digits however written', async () => {
    for (const term of ['joao', 'JOÃO', 'onçal', 'goncalves']) {
      const data = (await search(q(term))).json().data;
      expect(
        data.customers.map((c: { name: string }) => c.name),
        term,
      ).toEqual(['João Gonçalves']);
    }
    const byPhone = (await search(q('(21) 91234'))).json().data;
    expect(byPhone.customers).toEqual([
      { id: ana.id, name: 'Ana Paula', phone: '5521912345678', last_activity: expect.any(String) },
    ]);
  });

  it('finds message text as a substring, accent- and case-insensitive, newest first, both directions', async () => {
    const data = (await search(q('sao paulo'))).json().data;
    expect(
      data.messages.map((m: { customer_name: string; direction: string }) => [m.customer_name, m.direction]),
    ).toEqual([
      ['Ana Paula', 'outgoing'],
      ['Ana Paula', 'incoming'],
    ]);
    // The snippet keeps the text as written, the match cut out for highlighting.
    expect(data.messages[1].snippet).toEqual({ before: 'Vocês entregam em ', match: 'SÃO PAULO', after: '?' });
    for (const term of ['AÇÃO', 'acao', 'ção de', 'ênis da nik']) {
      const found = (await search(q(term))).json().data.messages;
      expect(
        found.map((m: { customer_id: number }) => m.customer_id),
        term,
      ).toEqual([joao.id]);
    }
  });

  it('reads messages only from three characters: two match customers only', async () => {
    const data = (await search(q('an'))).json().data;
    expect(data.customers.map((c: { name: string }) => c.name)).toEqual(['Ana Paula']);
    expect(data.messages).toEqual([]);
  });

  it("treats '%', '_' and FTS words as plain text", async () => {
    for (const term of ['%%%', '___', 'OR 1', '"sim"', 'NEAR(a b)'])
      expect((await search(q(term))).json().data.messages, term).toEqual([]);
  });

  it('limits each group and pages messages with next_before', async () => {
    const first = (await search(`${q('em')}&limit=1`)).json().data;
    expect(first.customers.length).toBeLessThanOrEqual(1);
    const page1 = (await search(`${q('paulo')}&limit=1`)).json().data;
    expect(page1.messages).toHaveLength(1);
    expect(page1.next_before).toBe(page1.messages[0].id);
    const page2 = (await search(`${q('paulo')}&limit=1&before=${page1.next_before}`)).json().data;
    expect(page2.customers).toEqual([]);
    expect(page2.messages).toHaveLength(1);
    expect(page2.messages[0].id).toBeLessThan(page1.messages[0].id);
    expect(page2.next_before).toBeNull();
  });

  it('finds a message stored after the index was built', async () => {
    await say(ana, 'Chegou a encomenda número 7781, obrigada!');
    const found = (await search(q('encomenda numero 778'))).json().data.messages;
    expect(found.map((m: { customer_name: string }) => m.customer_name)).toEqual(['Ana Paula']);
  });

  it.each([
    ['no term', '', 'q'],
    ['a one-character term', q('a'), 'q'],
    ['a term over 100 characters', q('x'.repeat(101)), 'q'],
    ['a control character', q('ab\u0000c'), 'q'],
    ['a limit of 0', `${q('ana')}&limit=0`, 'limit'],
    ['a limit over 20', `${q('ana')}&limit=21`, 'limit'],
    ['a cursor that is no id', `${q('ana')}&before=abc`, 'before'],
  ])('answers 400 with details for %s', async (_name, query, field) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(typeof body.error).toBe('string');
    expect(Object.keys(body.details)).toContain(field);
  });

  it('is for signed-in staff: 401 without a token; every chat reader (all roles) gets 200', async () => {
    expect((await search(q('ana'), {})).statusCode).toBe(401);
    for (const role of ['admin', 'operador', 'trainee'] as const) {
      const res = await search(q('ana'), bearer((await t.staff(role)).token));
      expect(res.statusCode, role).toBe(200);
    }
  });
});
