import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext, buildGatewayTestApp } from '../../../test/helpers';
import { notifySupervisor, sendAdminMessage, setText } from '../../../test/staff-chat';
import { upsert, type FakeEvolution } from '../../../test/fakes/evolution';

/** Issue 12: WhatsApp ids of many area codes lack a mobile's ninth digit; the person is one customer. */
let t: TestContext;
let evo: FakeEvolution;
let staffToken: string;
beforeAll(async () => {
  ({ t, evo } = await buildGatewayTestApp());
  staffToken = (await t.staff('operador')).token;
});
afterAll(async () => {
  await evo.close();
  await t.close();
});

const webhook = (payload: object) => t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload });
const createCustomer = (phone: string, name?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: bearer(staffToken),
    payload: { phone, ...(name ? { name } : {}) },
  });
const customersWithKey = (key: string) =>
  t.db.selectFrom('customers').selectAll().where('phone_key', '=', key).execute();
const messageCount = async (customerId: number) =>
  Number(
    (
      await t.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('one customer per person whichever spelling of a Brazilian mobile arrives', () => {
  it('WhatsApp without the ninth digit first, then staff typing it with the 9: one customer, shown as WhatsApp wrote it', async () => {
    expect(
      (await webhook(upsert({ phone: '553188887777', id: 'NINE1', text: 'Oi', pushName: 'Ana' }))).json().data.stored,
    ).toBe(1);
    const typed = await createCustomer('(31) 98888-7777', 'Ana Souza');
    expect(typed.statusCode).toBe(200);
    const rows = await customersWithKey('5531988887777');
    expect(rows).toHaveLength(1);
    expect(typed.json().data.id).toBe(rows[0].id);
    expect(rows[0]).toMatchObject({ phone: '553188887777', name: 'Ana', whatsapp_phone: '553188887777' });
  });

  it('staff typing the number with the 9 first, then WhatsApp without it: the message lands on that customer', async () => {
    const created = (await createCustomer('5531977776666', 'Bruno')).json().data;
    expect((await webhook(upsert({ phone: '553177776666', id: 'NINE2', text: 'Bom dia' }))).json().data.stored).toBe(1);
    const rows = await customersWithKey('5531977776666');
    expect(rows.map((r) => r.id)).toEqual([created.id]);
    expect(rows[0]).toMatchObject({ phone: '5531977776666', whatsapp_phone: '553177776666' });
    expect(await messageCount(created.id)).toBe(1);
  });

  it('POST /api/message (the bot) with either spelling finds the same customer', async () => {
    await webhook(upsert({ phone: '553166665555', id: 'NINE3', text: 'Olá' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message',
      headers: bearer(staffToken),
      payload: { phone: '+55 31 96666-5555', message: 'registro', admin_message: true },
    });
    expect(res.statusCode).toBe(200);
    const rows = await customersWithKey('5531966665555');
    expect(rows).toHaveLength(1);
    expect(res.json().data.user_id).toBe(rows[0].id);
    expect(await messageCount(rows[0].id)).toBe(2);
  });

  it('a landline never merges with a mobile of the same eight digits', async () => {
    await createCustomer('553133334444');
    await webhook(upsert({ phone: '5531933334444', id: 'NINE4' }));
    expect(await customersWithKey('553133334444')).toHaveLength(1);
    expect(await customersWithKey('5531933334444')).toHaveLength(1);
  });

  it('ten first messages at once in both spellings make one customer with ten messages', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        webhook(upsert({ phone: i % 2 ? '553185554444' : '5531985554444', id: `NINE5-${i}`, text: `m${i}` })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await customersWithKey('5531985554444');
    expect(rows).toHaveLength(1);
    expect(await messageCount(rows[0].id)).toBe(10);
  });

  it('contacts at once each fill in what they know: the name and the e-mail both stay (50 at once on PostgreSQL)', async () => {
    const phone = '5511955443322';
    expect((await createCustomer(phone)).statusCode).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/customers',
          headers: bearer(staffToken),
          // Half know the e-mail, half the name: neither half may write back what it did not know.
          payload: i % 2 === 0 ? { phone, email: 'joana@cliente.com' } : { phone, name: 'Joana Prado' },
        }),
      ),
    );
    for (const r of replies) expect(r.statusCode).toBe(200);
    const [row] = await customersWithKey((await createCustomer(phone)).json().data.phone_key);
    expect(row).toMatchObject({ name: 'Joana Prado', email: 'joana@cliente.com' });
    expect(row!.search_text).toContain('joana prado');
    expect(row!.search_text).toContain('joana@cliente.com');
  });

  it('search finds a customer stored without the ninth digit by the number as people write it', async () => {
    await webhook(upsert({ phone: '553184443333', id: 'NINE6', pushName: 'Clara Busca' }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customers?search=${encodeURIComponent('(31) 98444-3333')}`,
      headers: bearer(staffToken),
    });
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual(['Clara Busca']);
  });
});

describe('replies go to the number WhatsApp last used', () => {
  it('a staff reply to a customer typed with the 9 reaches the gateway in the WhatsApp id form', async () => {
    const created = (await createCustomer('5531983332222', 'Davi')).json().data;
    await webhook(upsert({ phone: '553183332222', id: 'NINE7', text: 'Oi' }));
    evo.requests.length = 0;
    const sent = await setText(t, staffToken, { phone: created.phone, msg: 'Olá, Davi!' });
    expect(sent.json().data.status).toBe('sent');
    expect(evo.requests.map((r) => (r.json as { number: string }).number)).toEqual(['553183332222']);
    const recorded = await sendAdminMessage(t, staffToken, {
      user_id: created.id,
      content: 'Olá, Davi!',
      gateway_log_id: sent.json().data.log_id,
    });
    expect(recorded.json().data).toMatchObject({ user_id: created.id, status: 'sent' });
  });
});

describe('escalation blocks hold for every spelling', () => {
  it('a trainee blocked on the number with the 9 cannot write to it without the 9', async () => {
    const trainee = await t.staff('trainee');
    await webhook(upsert({ phone: '553182221111', id: 'NINE8' }));
    const notify = await notifySupervisor(t, trainee.token, {
      customer_phone: '(31) 98222-1111',
      blocked_message: 'texto bloqueado',
    });
    expect(notify.statusCode).toBe(200);
    expect(notify.json().data.customer_id).not.toBeNull();
    for (const phone of ['553182221111', '5531982221111', '31982221111', '3182221111']) {
      const res = await setText(t, trainee.token, { phone, msg: 'Oi' });
      expect(res.statusCode, phone).toBe(423);
    }
  });
});
