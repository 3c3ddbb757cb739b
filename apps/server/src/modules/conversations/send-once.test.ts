import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MAX, sendOnceText } from '@ponte/domain/conversations';
import { bearer, useGatewayTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import type { FakeEvolution } from '../../../test/fakes/evolution';

// Issue 34: a staff text with an Idempotency-Key goes out once, however often it is asked.
let t: TestContext;
let evo: FakeEvolution;
useGatewayTestApp((built) => ({ t, evo } = built));

let seq = 0;
/** A phone of its own per test: its sends are counted apart from the others'. */
const nextPhone = () => `55119333${String(++seq).padStart(5, '0')}`;
const setText = (phone: string, msg: string, key?: string, token = t.adminToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/setText',
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { phone, msg },
  });
const sendsTo = (phone: string) =>
  evo.requests.filter((r) => r.path.startsWith('/message/sendText/') && (r.json as { number: string }).number === phone)
    .length;

describe('POST /api/setText with an Idempotency-Key', () => {
  it('asked again with the same key, answers the first send and sends nothing more', async () => {
    const phone = nextPhone();
    const first = await setText(phone, 'Seu pedido saiu', 'k-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'sent' });
    const again = await setText(phone, 'Seu pedido saiu', 'k-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(sendsTo(phone)).toBe(1);
  });

  it('without a key, or with another key, each request sends', async () => {
    const phone = nextPhone();
    await setText(phone, 'Oi');
    await setText(phone, 'Oi');
    await setText(phone, 'Oi', 'k-a');
    await setText(phone, 'Oi', 'k-b');
    expect(sendsTo(phone)).toBe(4);
  });

  it('a key is each staff member’s own: the same key from two people sends twice', async () => {
    const phone = nextPhone();
    const other = await t.staff('operador');
    expect((await setText(phone, 'Bom dia', 'k-shared')).statusCode).toBe(200);
    expect((await setText(phone, 'Bom dia', 'k-shared', other.token)).statusCode).toBe(200);
    expect(sendsTo(phone)).toBe(2);
  });

  it('a key used for another text is a 400 on the header, and nothing is sent', async () => {
    const phone = nextPhone();
    await setText(phone, 'Primeiro texto', 'k-reuse');
    const other = await setText(phone, 'Outro texto', 'k-reuse');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      error: sendOnceText.keyReused,
      details: { 'idempotency-key': sendOnceText.keyReused },
    });
    expect(sendsTo(phone)).toBe(1);
  });

  it(`a key longer than ${IDEMPOTENCY_KEY_MAX} characters, or blank, is a 400 naming the header`, async () => {
    const phone = nextPhone();
    for (const key of ['x'.repeat(IDEMPOTENCY_KEY_MAX + 1), '   ']) {
      const res = await setText(phone, 'Oi', key);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ 'idempotency-key': sendOnceText.keyInvalid });
    }
    expect(sendsTo(phone)).toBe(0);
  });

  it('a claimed key whose answer was never stored (its instance died) answers 409 send_in_progress, and sends nothing', async () => {
    const phone = nextPhone();
    const admin = await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'onsolutions')
      .executeTakeFirstOrThrow();
    const first = await setText(phone, 'Pedido confirmado', 'k-died');
    expect(first.statusCode).toBe(200);
    await t.db
      .updateTable('send_claims')
      .set({ result: null })
      .where('staff_id', '=', admin.id)
      .where('idempotency_key', '=', 'k-died')
      .execute();
    const again = await setText(phone, 'Pedido confirmado', 'k-died');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'send_in_progress', error: sendOnceText.inProgress });
    expect(sendsTo(phone)).toBe(1);
  });

  it('fifty requests at once with one key send once; every answer is the send or 409', async () => {
    const phone = nextPhone();
    const answers = await Promise.all(Array.from({ length: 50 }, () => setText(phone, 'Chegou!', 'k-fifty')));
    expect(sendsTo(phone)).toBe(1);
    const sent = answers.filter((a) => a.statusCode === 200);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((a) => a.json().data.log_id)).size).toBe(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().code === 'send_in_progress')).toBe(true);
  });

  it('a repeat answers as the first time before any check: a block opened since does not turn a sent text into 423', async () => {
    const phone = nextPhone();
    const trainee = await t.staff('trainee');
    const customer = await postCustomer(t, { phone, name: 'Cliente bloqueio' });
    const first = await setText(phone, 'Oi, tudo bem?', 'k-trainee', trainee.token);
    expect(first.statusCode).toBe(200);
    await t.db
      .insertInto('escalations')
      .values({
        trainee_id: trainee.id,
        customer_id: customer.id,
        customer_phone: phone,
        customer_name: 'Cliente bloqueio',
        blocked_message: 'outro texto',
        ai_feedback: 'x',
        created_at: new Date().toISOString(),
        resolved_at: null,
        released_by: null,
      })
      .execute();
    expect((await setText(phone, 'Outro texto', 'k-trainee-2', trainee.token)).statusCode).toBe(423);
    const again = await setText(phone, 'Oi, tudo bem?', 'k-trainee', trainee.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(sendsTo(phone)).toBe(1);
  });

  it('a key is remembered a day: an older claim is forgotten and the key sends again', async () => {
    const phone = nextPhone();
    await setText(phone, 'Lembrete', 'k-old');
    await t.db
      .updateTable('send_claims')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('idempotency_key', '=', 'k-old')
      .execute();
    expect((await setText(phone, 'Lembrete', 'k-old')).statusCode).toBe(200);
    expect(sendsTo(phone)).toBe(2);
  });
});
