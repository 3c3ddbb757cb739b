import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext, newBotKey, postAsBot } from '../../../test/helpers';
import { sendAdminMessage } from '../../../test/staff-chat';

/* What the chat statistics read is written as chats happen: first replies and transfers. */
let t: TestContext;
let botKey: string;
let ana: { id: number; token: string };
let bia: { id: number; token: string };
beforeAll(async () => {
  t = await buildTestApp();
  botKey = await newBotKey(t);
  ana = await t.staff('operador');
  bia = await t.staff('operador');
});
afterAll(() => t.close());

const customerWrites = async (phone: string, message: string) =>
  (await postAsBot(t, botKey, '/api/message', { phone, message })).json().data.user_id as number;
const staffReplies = (token: string, customerId: number, content: string) =>
  sendAdminMessage(t, token, { user_id: customerId, content });
const responsesOf = (customerId: number) =>
  t.db.selectFrom('chat_responses').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
const messageIds = async (customerId: number) =>
  (await t.db.selectFrom('messages').select('id').where('customer_id', '=', customerId).orderBy('id').execute()).map(
    (m) => m.id,
  );

describe('first staff replies', () => {
  it('a staff reply answers the customer’s oldest unanswered message; a second reply and the bot answer nothing', async () => {
    const id = await customerWrites('5511977770001', 'Oi');
    await customerWrites('5511977770001', 'Alguém aí?');
    expect((await staffReplies(ana.token, id, 'Olá! Como posso ajudar?')).statusCode).toBe(200);
    expect((await staffReplies(ana.token, id, 'Estou à disposição.')).statusCode).toBe(200);
    await postAsBot(t, botKey, '/api/message', { phone: '5511977770001', system_response: 'Resposta automática' });
    const [first, second, reply] = await messageIds(id);
    const rows = await responsesOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ question_message_id: first, answer_message_id: reply, staff_id: ana.id });
    expect(rows[0]!.question_message_id).not.toBe(second);
    expect(rows[0]!.response_seconds).toBeGreaterThanOrEqual(0);
    expect(rows[0]!.response_seconds).toBeLessThan(60);
  });

  it('the next question is answered by the next reply, whoever sends it', async () => {
    const id = await customerWrites('5511977770002', 'Quero um orçamento');
    await staffReplies(ana.token, id, 'Claro!');
    await customerWrites('5511977770002', 'Quanto fica?');
    await staffReplies(bia.token, id, 'R$ 100,00');
    expect((await responsesOf(id)).map((r) => r.staff_id)).toEqual([ana.id, bia.id]);
  });

  it('50 replies at once to one question record it once', async () => {
    const id = await customerWrites('5511977770003', 'Oi, tudo bem?');
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => staffReplies(i % 2 ? ana.token : bia.token, id, `Resposta ${i}`)),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(await responsesOf(id)).toHaveLength(1);
  });
});

describe('chat transfers', () => {
  const assign = (customerId: number, sellerId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chats/assign',
      headers: bearer(t.adminToken),
      payload: { user_id: customerId, seller_id: sellerId },
    });
  const transfersOf = (customerId: number) =>
    t.db.selectFrom('chat_transfers').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();

  it('a chat passed from one attendant to another is a transfer; a first assignment or the same attendant again is not', async () => {
    const id = await customerWrites('5511977770004', 'Preciso de ajuda');
    await assign(id, ana.id);
    await assign(id, ana.id);
    expect(await transfersOf(id)).toEqual([]);
    await assign(id, bia.id);
    expect(await transfersOf(id)).toMatchObject([{ from_staff_id: ana.id, to_staff_id: bia.id, transferred_by: 1 }]);
  });

  it('50 assignments at once leave a chain of transfers, each from the attendant the one before left', async () => {
    const id = await customerWrites('5511977770005', 'Oi');
    await assign(id, ana.id);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => assign(id, i % 2 ? ana.id : bia.id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const transfers = await transfersOf(id);
    expect(transfers.length).toBeGreaterThan(0);
    let holder = ana.id;
    for (const tr of transfers) {
      expect(tr.from_staff_id).toBe(holder);
      expect(tr.to_staff_id).not.toBe(holder);
      holder = tr.to_staff_id!;
    }
    const customer = await t.db.selectFrom('customers').select('seller_id').where('id', '=', id).executeTakeFirst();
    expect(customer!.seller_id).toBe(holder);
  });
});
