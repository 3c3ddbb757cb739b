import { beforeEach, describe, expect, it } from 'vitest';
import {
  businessHoursText,
  DEFAULT_BUSINESS_HOURS,
  type BusinessHours,
  type BusinessHoursBody,
} from '@ponte/domain/business-hours';
import { addDays, shopDayStart, shopToday } from '@ponte/domain/dates';
import {
  bearer,
  useGatewayTestApp,
  configureGateway,
  runJobsUntilSettled,
  type TestContext,
} from '../../../test/helpers';
import { EVOLUTION_KEY, upsert, type FakeEvolution } from '../../../test/fakes/evolution';
import { recordStaffReply } from '../conversations/responses';

// Issue 32, 'Horário de atendimento'.
let t: TestContext;
let evo: FakeEvolution;
useGatewayTestApp((built) => ({ t, evo } = built));

const put = (payload: unknown, token = t.adminToken) =>
  t.app.inject({ method: 'PUT', url: '/api/business-hours', headers: bearer(token), payload: payload as object });
const get = (token = t.adminToken) =>
  t.app.inject({ method: 'GET', url: '/api/business-hours', headers: bearer(token) });
const webhook = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/webhook/evolution', headers: { apikey: EVOLUTION_KEY }, payload: body });
const textsTo = (phone: string) =>
  evo.requests
    .filter((r) => r.path === '/message/sendText/ponte' && (r.json as { number?: string }).number === phone)
    .map((r) => (r.json as { text: string }).text);

const allDay = DEFAULT_BUSINESS_HOURS.days.map(() => ({ open: true, opens: '00:00', closes: '24:00' }));
/** Open every hour of every day but yesterday, today and tomorrow: closed now, whenever the test runs. */
function closedNow(message = 'Fechados. Voltamos {abertura}.'): BusinessHoursBody {
  const today = shopToday();
  return {
    enabled: true,
    days: allDay,
    holidays: [-1, 0, 1].map((d) => ({ date: addDays(today, d), name: 'Balanço' })),
    away_message: message,
  };
}
const openNow: BusinessHoursBody = { enabled: true, days: allDay, holidays: [], away_message: 'Fechados.' };

let seq = 0;
const nextPhone = () => `55119777${String((seq += 1)).padStart(5, '0')}`;
const customerId = async (phone: string) =>
  (await t.db.selectFrom('customers').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

describe('GET and PUT /api/business-hours', () => {
  it('is off by default (Monday to Friday, 09:00 to 18:00) and open now; every staff member reads it', async () => {
    const trainee = await t.staff('trainee', 'hours.reader');
    const res = await get(trainee.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...DEFAULT_BUSINESS_HOURS, open_now: true, next_opening: null });
  });

  it('only an admin saves them', async () => {
    for (const role of ['operador', 'trainee'] as const) {
      const member = await t.staff(role, `hours.${role}`);
      expect((await put(openNow, member.token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/business-hours', payload: openNow })).statusCode).toBe(401);
  });

  it('keeps what was saved, times as HH:MM, and says when it opens next; the save is in the activity log', async () => {
    const body = closedNow();
    body.days = allDay.map((d) => ({ ...d, opens: '0h', closes: '24h' }));
    const res = await put(body);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view.days[0]).toEqual({ open: true, opens: '00:00', closes: '24:00' });
    expect(view.open_now).toBe(false);
    expect(view.next_opening).toBe(shopDayStart(addDays(shopToday(), 2)).toISOString());
    expect((await get()).json().data).toEqual(view);
    const log = await t.db
      .selectFrom('activity_log')
      .select(['details'])
      .where('entity_type', '=', 'settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(log.details))).toMatchObject({ keys: ['business_hours'], enabled: true });
  });

  it('answers 400 naming each wrong field, and keeps the stored hours', async () => {
    await put(openNow);
    const days = allDay.map((d) => ({ ...d }));
    days[3] = { open: true, opens: '18:00', closes: '08:00' };
    const res = await put({
      ...openNow,
      days,
      holidays: [{ date: '31/12/2026', name: '' }],
      away_message: '',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details;
    expect(fields).toMatchObject({
      'days.3.closes': businessHoursText.closesBeforeOpens,
      'holidays.0.date': businessHoursText.invalidHoliday,
      away_message: businessHoursText.awayMessageRequired,
    });
    expect((await get()).json().data.days[3]).toEqual({ open: true, opens: '00:00', closes: '24:00' });
  });
});

describe('odd bodies', () => {
  it('a null day, a list that is no list or an unknown key: 400 in Portuguese, naming where', async () => {
    for (const [body, field] of [
      [{ ...openNow, days: [null, ...allDay.slice(1)] }, 'days.0'],
      [{ ...openNow, holidays: null }, 'holidays'],
      [{ ...openNow, extra: true }, '_'],
    ] as const) {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details)).toContain(field);
      expect(res.json().error).toMatch(/^(Entrada inválida|Chave inválida)/);
    }
  });
});

describe('the away message', () => {
  beforeEach(async () => {
    await put(closedNow());
  });

  it('a customer who writes while closed gets it once per closed period, through the gateway and in the chat', async () => {
    const phone = nextPhone();
    await webhook(upsert({ phone, id: `AWAY-${phone}-1`, text: 'Oi, vocês estão aí?' }));
    await webhook(upsert({ phone, id: `AWAY-${phone}-2`, text: 'Alô?' }));
    await runJobsUntilSettled(t, 'customer-message');
    const opening = shopDayStart(addDays(shopToday(), 2));
    const [text, ...more] = textsTo(phone);
    expect(more).toEqual([]);
    expect(text).toMatch(/^Fechados\. Voltamos \S+-feira|^Fechados\. Voltamos (sábado|domingo)/);
    expect(text).toContain(`${opening.toISOString().slice(8, 10)}/${opening.toISOString().slice(5, 7)}, às 00:00`);
    const history = await t.db
      .selectFrom('messages')
      .select(['direction', 'content', 'sender_id'])
      .where('customer_id', '=', await customerId(phone))
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { direction: 'incoming', content: 'Oi, vocês estão aí?', sender_id: null },
      { direction: 'incoming', content: 'Alô?', sender_id: null },
      { direction: 'outgoing', content: text, sender_id: null },
    ]);
  });

  it('a retried delivery of the same message and fifty messages at once send it once', async () => {
    const phone = nextPhone();
    await webhook(upsert({ phone, id: `AWAY-${phone}-first`, text: 'Oi' }));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        webhook(upsert({ phone, id: `AWAY-${phone}-${i % 25}`, text: `Mensagem ${i}` })),
      ),
    );
    await runJobsUntilSettled(t, 'customer-message');
    expect(textsTo(phone)).toHaveLength(1);
  });

  it('is not sent while open, nor when the setting is off', async () => {
    const phone = nextPhone();
    await put(openNow);
    await webhook(upsert({ phone, id: `AWAY-${phone}-open`, text: 'Oi' }));
    await put({ ...closedNow(), enabled: false });
    await webhook(upsert({ phone, id: `AWAY-${phone}-off`, text: 'Oi de novo' }));
    await runJobsUntilSettled(t, 'customer-message');
    expect(textsTo(phone)).toEqual([]);
  });

  it('is not sent to a customer the bot answers, nor for the shop’s own messages', async () => {
    const phone = nextPhone();
    await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY, webhookChatUrl: 'http://127.0.0.1:9/bot' });
    try {
      await webhook(upsert({ phone, id: `AWAY-${phone}-bot`, text: 'Oi' }));
      expect(
        await t.db
          .selectFrom('jobs')
          .select('type')
          .where('type', '=', 'customer-message')
          .where('status', '=', 'pending')
          .execute(),
      ).toEqual([]);
      // The bot handed the chat to a person: now nobody answers until the shop opens.
      await t.db.updateTable('customers').set({ bot_enabled: 0 }).where('phone', '=', phone).execute();
      await webhook(upsert({ phone, id: `AWAY-${phone}-me`, text: 'Já volto', fromMe: true }));
      // A reaction is nothing to answer, even with nobody on the chat.
      await webhook(
        upsert({
          phone,
          id: `AWAY-${phone}-like`,
          message: { reactionMessage: { key: { id: `AWAY-${phone}-bot` }, text: '👍' } },
        }),
      );
      await runJobsUntilSettled(t, 'customer-message');
      expect(textsTo(phone)).toEqual([]);
      await webhook(upsert({ phone, id: `AWAY-${phone}-person`, text: 'Quero falar com alguém' }));
      await runJobsUntilSettled(t, 'customer-message');
      expect(textsTo(phone)).toHaveLength(1);
    } finally {
      await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY });
    }
  });

  it('a new closed period sends it again, and the table keeps one row a customer', async () => {
    const phone = nextPhone();
    await webhook(upsert({ phone, id: `AWAY-${phone}-a`, text: 'Oi' }));
    // The same night seen through other hours: the period ends at another opening.
    const body = closedNow('Outro período.');
    body.holidays.push({ date: addDays(shopToday(), 2), name: 'Ponte' });
    await put(body);
    await webhook(upsert({ phone, id: `AWAY-${phone}-b`, text: 'Oi de novo' }));
    await runJobsUntilSettled(t, 'customer-message');
    expect(textsTo(phone)).toHaveLength(2);
    const rows = await t.db
      .selectFrom('away_replies')
      .select('period')
      .where('customer_id', '=', await customerId(phone))
      .execute();
    expect(rows).toEqual([{ period: shopDayStart(addDays(shopToday(), 3)).toISOString() }]);
  });
});

describe('response times count open hours only', () => {
  it('a question left overnight counts the open minutes before and after', async () => {
    const hours: BusinessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      enabled: true,
      days: DEFAULT_BUSINESS_HOURS.days.map((d, weekday) => ({ ...d, open: weekday >= 1 && weekday <= 5 })),
    };
    expect((await put(hours)).statusCode).toBe(200);
    const staff = await t.staff('operador', 'hours.answer');
    const phone = nextPhone();
    await webhook(upsert({ phone, id: `RESP-${phone}`, text: 'Oi' }));
    const id = await customerId(phone);
    const message = async (at: string, sender: number | null) =>
      t.db
        .insertInto('messages')
        .values({
          customer_id: id,
          content: 'oi',
          direction: sender ? 'outgoing' : 'incoming',
          sender_id: sender,
          external_id: null,
          created_at: at,
        })
        .returning(['id', 'customer_id', 'sender_id', 'created_at'])
        .executeTakeFirstOrThrow();
    await recordStaffReply(t.db, await message('2026-11-27T20:50:00.000Z', staff.id)); // answers 'Oi'
    // Friday 17:55 in São Paulo, answered Monday 09:05: ten open minutes.
    await message('2026-11-27T20:55:00.000Z', null);
    await recordStaffReply(t.db, await message('2026-11-30T12:05:00.000Z', staff.id));
    const responses = await t.db
      .selectFrom('chat_responses')
      .select('response_seconds')
      .where('customer_id', '=', id)
      .orderBy('id')
      .execute();
    expect(responses.at(-1)).toEqual({ response_seconds: 600 });
  });
});
