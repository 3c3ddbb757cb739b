import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSAT_DEFAULT_QUESTION, CSAT_QUESTION_MAX, csatText } from '@ponte/domain/csat';
import { bearer, buildTestApp, configureGateway, type TestContext } from '../../../test/helpers';
import { EVOLUTION_KEY, startEvolution, upsert, type FakeEvolution } from '../../../test/fakes/evolution';

// Issue 32: the customer rates the attendance when staff hand the chat back to the bot.
let t: TestContext;
let evo: FakeEvolution;
let seller: { id: number; token: string };
const QUESTION = 'De 1 a 5, como foi o atendimento?';

beforeAll(async () => {
  t = await buildTestApp();
  evo = await startEvolution();
  // A bot address: an ordinary customer message is queued for it, a rating is not.
  await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY, webhookChatUrl: 'http://127.0.0.1:9/bot' });
  seller = await t.staff('operador', 'vera.csat');
  await t.db.updateTable('staff').set({ display_name: 'Vera Lima' }).where('id', '=', seller.id).execute();
});
afterAll(async () => {
  await evo.close();
  await t.close();
});

const settings = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/configurations', headers: bearer(t.adminToken), payload });
const webhook = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/webhook/evolution', headers: { apikey: EVOLUTION_KEY }, payload: body });
const toggle = (token: string, id: number, enabled: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${id}/toggle-bot`,
    headers: bearer(token),
    payload: { enabled, atendimento: !enabled },
  });
const questionsTo = (phone: string) =>
  evo.requests.filter((r) => r.path === '/message/sendText/ponte' && (r.json as { number?: string }).number === phone);
const botJobs = async () =>
  (await t.db.selectFrom('jobs').select('id').where('type', '=', 'bot.forward').execute()).length;
const surveysOf = (customerId: number) =>
  t.db.selectFrom('csat_surveys').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();

let seq = 0;
/** A customer who wrote, attended by the seller (the bot off, the chat theirs). */
async function attended() {
  seq += 1;
  const phone = `55119888${String(seq).padStart(5, '0')}`;
  await webhook(upsert({ phone, id: `CSAT-IN-${seq}`, text: 'Oi, quero comprar', pushName: `Cliente ${seq}` }));
  const id = (await t.db.selectFrom('customers').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  await toggle(seller.token, id, false);
  await t.app.inject({
    method: 'POST',
    url: '/api/chats/assign',
    headers: bearer(seller.token),
    payload: { user_id: id, seller_id: seller.id },
  });
  return { id, phone };
}

describe('satisfaction survey', () => {
  it('is off until an admin turns it on: a hand-back then asks nothing', async () => {
    const c = await attended();
    const config = (
      await t.app.inject({ method: 'GET', url: '/api/configurations', headers: bearer(t.adminToken) })
    ).json().data;
    expect(config).toMatchObject({ csat_enabled: false, csat_question: CSAT_DEFAULT_QUESTION });
    await toggle(seller.token, c.id, true);
    expect(questionsTo(c.phone)).toEqual([]);
    expect(await surveysOf(c.id)).toEqual([]);
  });

  it('on: handing the chat back asks the question on WhatsApp and in the chat; a rating is kept for the attendant and never reaches the bot', async () => {
    expect((await settings({ csat_enabled: true, csat_question: QUESTION })).statusCode).toBe(200);
    const c = await attended();
    await toggle(seller.token, c.id, true);
    expect(questionsTo(c.phone).map((r) => (r.json as { text: string }).text)).toEqual([QUESTION]);
    const history = (await t.app.inject({ method: 'GET', url: `/api/users/${c.id}`, headers: bearer(seller.token) }))
      .json()
      .data.messages.map((m: { content: string; direction: string }) => [m.direction, m.content]);
    expect(history.at(-1)).toEqual(['outgoing', QUESTION]);

    const jobs = await botJobs();
    await webhook(upsert({ phone: c.phone, id: `CSAT-ANSWER-${seq}`, text: '5 - muito rápida!' }));
    expect(await surveysOf(c.id)).toEqual([
      expect.objectContaining({ staff_id: seller.id, status: 'answered', rating: 5, comment: 'muito rápida!' }),
    ]);
    expect(await botJobs()).toBe(jobs);
    // The answer is in the chat's history all the same.
    const last = (await t.app.inject({ method: 'GET', url: `/api/users/${c.id}`, headers: bearer(seller.token) }))
      .json()
      .data.messages.at(-1);
    expect(last).toMatchObject({ direction: 'incoming', content: '5 - muito rápida!' });

    // A second rating, with none waiting, is an ordinary message for the bot.
    await webhook(upsert({ phone: c.phone, id: `CSAT-AGAIN-${seq}`, text: '4' }));
    expect(await botJobs()).toBe(jobs + 1);
  });

  it('only the first reply after the question, with the chat still with the bot, can rate it; later a digit is an ordinary message', async () => {
    await settings({ csat_enabled: true });
    const c = await attended();
    await toggle(seller.token, c.id, true);
    const jobs = await botJobs();
    await webhook(upsert({ phone: c.phone, id: `CSAT-TEXT-${seq}`, text: 'Quando chega?' }));
    expect(await botJobs()).toBe(jobs + 1);
    // The question closed unanswered: a '2' for the bot's menu stays the bot's.
    await webhook(upsert({ phone: c.phone, id: `CSAT-MENU-${seq}`, text: '2' }));
    expect(await botJobs()).toBe(jobs + 2);
    expect((await surveysOf(c.id)).map((v) => [v.status, v.rating])).toEqual([['superseded', null]]);

    // Staff took the chat again before the customer answered: their '3 camisetas' is no rating.
    const d = await attended();
    await toggle(seller.token, d.id, true);
    await toggle(seller.token, d.id, false);
    await webhook(upsert({ phone: d.phone, id: `CSAT-TAKEN-${seq}`, text: '3 camisetas' }));
    expect((await surveysOf(d.id)).map((v) => [v.status, v.rating])).toEqual([['superseded', null]]);
  });

  it('a rating after 24 hours is not taken', async () => {
    await settings({ csat_enabled: true });
    const c = await attended();
    await toggle(seller.token, c.id, true);
    await t.db
      .updateTable('csat_surveys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('customer_id', '=', c.id)
      .execute();
    await webhook(upsert({ phone: c.phone, id: `CSAT-LATE-${seq}`, text: '3' }));
    expect((await surveysOf(c.id)).map((v) => [v.status, v.rating])).toEqual([['superseded', null]]);
  });

  it('a new attendance supersedes an unanswered question: the answer rates the newest', async () => {
    await settings({ csat_enabled: true });
    const c = await attended();
    await toggle(seller.token, c.id, true);
    await toggle(seller.token, c.id, false);
    await toggle(seller.token, c.id, true);
    await webhook(upsert({ phone: c.phone, id: `CSAT-NEWEST-${seq}`, text: '⭐⭐⭐⭐' }));
    expect((await surveysOf(c.id)).map((s) => [s.status, s.rating])).toEqual([
      ['superseded', null],
      ['answered', 4],
    ]);
  });

  it('fifty hand-backs at once end the attendance once: one question, one survey', async () => {
    await settings({ csat_enabled: true });
    const c = await attended();
    const results = await Promise.all(Array.from({ length: 50 }, () => toggle(seller.token, c.id, true)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(questionsTo(c.phone)).toHaveLength(1);
    expect(await surveysOf(c.id)).toHaveLength(1);
  });

  it('the statistics give each attendant asked, answered, mean and satisfied share, with the comments', async () => {
    await settings({ csat_enabled: true });
    const other = await t.staff('trainee', 'rui.csat');
    for (const [rating, staffId] of [
      ['2 demorou', seller.id],
      ['4', other.id],
      ['5 ótimo', other.id],
    ] as const) {
      const c = await attended();
      await t.db.updateTable('customers').set({ seller_id: staffId }).where('id', '=', c.id).execute();
      await toggle(seller.token, c.id, true);
      await webhook(upsert({ phone: c.phone, id: `CSAT-STATS-${seq}`, text: rating }));
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/csat', headers: bearer(t.adminToken) });
    expect(res.statusCode).toBe(200);
    const stats = res.json().data;
    expect(stats.staff.find((s: { staff_id: number }) => s.staff_id === other.id)).toEqual({
      staff_id: other.id,
      staff_name: 'rui.csat',
      asked: 2,
      responses: 2,
      average: 4.5,
      satisfied_percent: 100,
    });
    expect(stats.comments.slice(0, 2)).toEqual([
      expect.objectContaining({ rating: 5, comment: 'ótimo', staff_name: 'rui.csat' }),
      expect.objectContaining({ rating: 2, comment: 'demorou', staff_name: 'Vera Lima' }),
    ]);
    expect(stats.overall.responses).toBeGreaterThanOrEqual(5);
  });

  it('the question is refused when blank or too long (400 on csat_question)', async () => {
    for (const [question, message] of [
      ['  ', csatText.questionRequired],
      ['a'.repeat(CSAT_QUESTION_MAX + 1), csatText.questionTooLong],
    ]) {
      const res = await settings({ csat_question: question });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.csat_question).toBe(message);
    }
  });
});
