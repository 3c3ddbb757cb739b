import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@ponte/domain/notifications';
import { nowIso } from '../../db';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { notifySupervisor } from '../../../test/staff-chat';
import { saleRow } from '../../../test/sale-rows';
import { recordMessage } from '../conversations/service';
import { findOrCreateCustomer } from '../customers/service';

type Who = { id: number; token: string };
let t: TestContext;
let admin: Who;
let seller: Who;
let otherSupervisor: Who;
let trainee: Who;
let everyone: Record<'admin' | 'seller' | 'otherSupervisor' | 'trainee', Who>;
let joao: { id: number; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.staff('admin');
  seller = await t.staff('operador', 'vendedora');
  otherSupervisor = await t.staff('operador');
  trainee = await t.staff('trainee', 'aprendiz');
  everyone = { admin, seller, otherSupervisor, trainee };
  joao = await findOrCreateCustomer(t.db, { phone: '5511987650001', name: 'João Gonçalves' });
});
afterAll(() => t.close());

const feed = async (who: Who) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: NotificationItem[]; unread: number; cursor: { message_id: number; at: string } };
};
const count = async (who: Who) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications/count', headers: bearer(who.token) })).json().data
    .unread as number;
const markRead = (who: Who, payload?: object) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(who.token), payload });
const kinds = async (who: Who, kind: NotificationItem['kind']) =>
  (await feed(who)).items.filter((i) => i.kind === kind);
const say = (content: string, direction: 'incoming' | 'outgoing' = 'incoming') =>
  recordMessage(t.app.ctx, {
    customer: joao,
    content,
    direction,
    status: direction === 'incoming' ? 'received' : 'recorded',
  });

// Each test starts with everyone's bell read.
beforeEach(async () => {
  for (const who of Object.values(everyone)) expect((await markRead(who)).statusCode).toBe(200);
});

describe('the bell', () => {
  it("a customer's new messages are one unread item with their count, for every role; replies are not", async () => {
    await say('Oi, tudo bem?');
    await say('Quero um tênis');
    await say('Olá João!', 'outgoing');
    for (const [name, who] of Object.entries(everyone)) {
      const items = await kinds(who, 'messages');
      expect(items, name).toEqual([
        expect.objectContaining({
          key: `messages:${joao.id}`,
          unread: true,
          count: 2,
          customer_name: 'João Gonçalves',
          preview: 'Quero um tênis',
        }),
      ]);
      expect(await count(who), name).toBe(1);
    }
  });

  it("a trainee's blocked message reaches supervisors and admins, not trainees", async () => {
    const res = await notifySupervisor(t, trainee.token, {
      customer_phone: '5511987650001',
      customer_name: 'João Gonçalves',
      blocked_message: 'seu burro',
      ai_feedback: 'Insulto',
    });
    expect(res.statusCode).toBe(200);
    for (const who of [admin, seller, otherSupervisor]) {
      expect(await kinds(who, 'escalation')).toEqual([
        expect.objectContaining({
          unread: true,
          actor_name: 'aprendiz',
          preview: 'seu burro',
          customer_id: joao.id,
          open: true,
        }),
      ]);
      expect(await count(who)).toBe(1);
    }
    expect(await kinds(trainee, 'escalation')).toEqual([]);
    expect(await count(trainee)).toBe(0);

    // Released: the item stays in the bell, no longer offering 'Liberar atendimento'.
    const release = await t.app.inject({
      method: 'POST',
      url: `/api/escalations/${res.json().data.id}/release`,
      headers: bearer(seller.token),
    });
    expect(release.statusCode).toBe(200);
    expect(await kinds(admin, 'escalation')).toEqual([expect.objectContaining({ open: false })]);
  });

  it('a task given to me by someone else reaches me only; one I give myself does not', async () => {
    const create = (who: Who, assignedTo: number, title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: bearer(who.token),
        payload: { title, assigned_to: assignedTo },
      });
    expect((await create(admin, seller.id, 'Ligar para o João')).statusCode).toBe(201);
    expect((await create(otherSupervisor, otherSupervisor.id, 'Minha própria')).statusCode).toBe(201);
    expect(await kinds(seller, 'task')).toEqual([
      expect.objectContaining({ unread: true, preview: 'Ligar para o João', actor_name: expect.any(String) }),
    ]);
    for (const who of [admin, otherSupervisor, trainee]) expect(await kinds(who, 'task')).toEqual([]);
  });

  it('a task handed over later reaches its new assignee', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: bearer(admin.token),
      payload: { title: 'Conferir pedido' },
    });
    await markRead(otherSupervisor);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/tasks/${created.json().data.id}`,
      headers: bearer(admin.token),
      payload: { assigned_to: otherSupervisor.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await kinds(otherSupervisor, 'task')).map((i) => [i.preview, i.unread])).toEqual([
      ['Conferir pedido', true],
    ]);
  });

  it('a confirmed sale reaches its seller and admins, not other supervisors nor trainees', async () => {
    const at = nowIso();
    await t.db
      .insertInto('sales')
      .values(
        saleRow({
          customerId: joao.id,
          at,
          seller_id: seller.id,
          total_usd_cents: 10000,
          total_brl_cents: 55000,
          commission_rule_name: null,
          commission_percentage: null,
        }),
      )
      .execute();
    for (const who of [seller, admin])
      expect(await kinds(who, 'sale')).toEqual([
        expect.objectContaining({ unread: true, amount_brl: 550, customer_name: 'João Gonçalves' }),
      ]);
    for (const who of [otherSupervisor, trainee]) expect(await kinds(who, 'sale')).toEqual([]);
  });

  it('the count goes to 0 when read, rises with a new event, and stays read on the server', async () => {
    await say('Alguém aí?');
    expect(await count(seller)).toBe(1);
    const shown = await feed(seller);
    const marked = await markRead(seller, { cursor: shown.cursor });
    expect(marked.json()).toEqual({ success: true, data: { unread: 0 } });
    expect(await count(seller)).toBe(0);
    // Another staff member's bell is theirs.
    expect(await count(otherSupervisor)).toBe(1);
    await say('Oi?');
    expect(await count(seller)).toBe(1);
    expect((await kinds(seller, 'messages'))[0]).toMatchObject({ unread: true, count: 1, preview: 'Oi?' });
  });

  it('marking read is idempotent and never moves the mark back', async () => {
    const old = (await feed(seller)).cursor;
    await say('Mais uma');
    const fresh = (await feed(seller)).cursor;
    expect((await markRead(seller, { cursor: fresh })).json().data.unread).toBe(0);
    const row = await t.db
      .selectFrom('notification_reads')
      .selectAll()
      .where('staff_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect((await markRead(seller, { cursor: fresh })).json().data.unread).toBe(0);
    expect((await markRead(seller, { cursor: old })).json().data.unread).toBe(0);
    expect(await t.db.selectFrom('notification_reads').selectAll().where('staff_id', '=', seller.id).execute()).toEqual(
      [row],
    );
  });

  it('a cursor ahead of the data is brought back to it: later messages still ring', async () => {
    const ahead = { message_id: 2_000_000_000, at: '2999-01-01T00:00:00Z' };
    expect((await markRead(seller, { cursor: ahead })).statusCode).toBe(200);
    await say('Depois do marcador');
    expect(await count(seller)).toBe(1);
  });

  it('the count poll answers 304 while nothing changed, 200 once something did', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/notifications/count', headers: bearer(seller.token) });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/count',
      headers: { ...bearer(seller.token), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await say('Mudou');
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/count',
      headers: { ...bearer(seller.token), 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.unread).toBe(1);
  });

  it.each([
    ['a cursor without a time', { cursor: { message_id: 1 } }],
    ['a negative message id', { cursor: { message_id: -1, at: '2026-01-01T00:00:00Z' } }],
    ['a time that is no time', { cursor: { message_id: 1, at: 'ontem' } }],
  ])('answers 400 with details for %s', async (_name, payload) => {
    const res = await markRead(seller, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: expect.any(String), details: expect.any(Object) });
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/notifications', '/api/notifications/count'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read' })).statusCode).toBe(401);
  });
});
