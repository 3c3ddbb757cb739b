import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { aiText } from '@ponte/domain/ai';
import { attendanceBlockText } from '@ponte/domain/conversations';
import { activityOf, bearer, type TestContext, useGatewayTestApp } from '../../../test/helpers';
import { notifySupervisor, sendAdminMessage, setText as sendText } from '../../../test/staff-chat';
import { postCustomer } from '../../../test/customer-api';
import { useSocketClients } from '../../../test/sockets';
import { type FakeEvolution } from '../../../test/fakes/evolution';
import { apiError, jsonCompletion, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai';
import { held } from '../../../test/fakes/http-peer';

let t: TestContext;
let evo: FakeEvolution;
useGatewayTestApp((built) => ({ t, evo } = built));
const socketOf = useSocketClients(() => t.app);

const INSULT = 'Seu idiota, o pedido já foi enviado.';
const CLEAN = 'Olá! Seu pedido já foi enviado.';

let phoneSeq = 0;
async function customer(name = 'Cliente') {
  phoneSeq += 1;
  const phone = `55119555${String(phoneSeq).padStart(5, '0')}`;
  const { id } = await postCustomer(t, { phone, name });
  return { id, phone, name };
}

const setText = (token: string, phone: string, msg: string) => sendText(t, token, { phone, msg });
const sendAdmin = (token: string, userId: number, content: string) =>
  sendAdminMessage(t, token, { user_id: userId, content });
const release = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/escalations/${id}/release`, headers: bearer(token) });
const detail = (token: string, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(token) });
const openRows = (traineeId: number) =>
  t.db
    .selectFrom('escalations')
    .selectAll()
    .where('trainee_id', '=', traineeId)
    .where('resolved_at', 'is', null)
    .execute();
const outgoing = (customerId: number) =>
  t.db
    .selectFrom('messages')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('direction', '=', 'outgoing')
    .execute();
const sentTo = (phone: string) =>
  evo.requests.filter((r) => (r.json as { number?: string } | undefined)?.number === phone);

const next = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, resolve));

describe("a trainee's high-severity send is refused by the server", () => {
  it('setText answers 422 with the problems, sends and stores nothing, records the escalation and tells supervisors', async () => {
    const trainee = await t.staff('trainee');
    const sup = await t.staff('operador');
    const c = await customer('Bruna');
    const supSocket = await socketOf(sup.token);
    const event = next<{ id: number; trainee_name: string; blocked_message: string; customer_id: number }>(
      supSocket,
      'escalation',
    );

    const res = await setText(trainee.token, c.phone, INSULT);

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, error: aiText.sendBlocked, details: { severity: 'high' } });
    expect(res.json().details.msg).toContain('idiota');
    expect(sentTo(c.phone)).toHaveLength(0);
    expect(await t.db.selectFrom('gateway_logs').selectAll().where('phone', '=', c.phone).execute()).toHaveLength(0);
    expect(await outgoing(c.id)).toHaveLength(0);
    const [row] = await openRows(trainee.id);
    expect(row).toMatchObject({
      customer_id: c.id,
      customer_phone: c.phone,
      customer_name: 'Bruna',
      blocked_message: INSULT,
      resolved_at: null,
    });
    expect(row.ai_feedback).toContain('Problemas:');
    expect(await event).toMatchObject({
      id: row.id,
      trainee_name: trainee.username,
      blocked_message: INSULT,
      customer_id: c.id,
    });
  });

  it('send-admin-message runs the same check: 422 on content, nothing stored', async () => {
    const trainee = await t.staff('trainee');
    const c = await customer();
    const res = await sendAdmin(trainee.token, c.id, 'Vai tomar no cu');
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toHaveProperty('content');
    expect(await outgoing(c.id)).toHaveLength(0);
    expect(await openRows(trainee.id)).toHaveLength(1);
  });

  it('the block holds every later send of that trainee to that customer (423), in any spelling of the number', async () => {
    const trainee = await t.staff('trainee');
    const c = await customer();
    expect((await setText(trainee.token, c.phone, INSULT)).statusCode).toBe(422);
    const before = evo.requests.length;
    for (const res of [
      await setText(trainee.token, c.phone, CLEAN),
      await setText(trainee.token, c.phone.slice(2), CLEAN),
      await sendAdmin(trainee.token, c.id, CLEAN),
    ]) {
      expect(res.statusCode).toBe(423);
      expect(res.json()).toEqual({ success: false, error: attendanceBlockText.blocked, code: 'attendance_blocked' });
    }
    expect(evo.requests.length).toBe(before);
    expect(await outgoing(c.id)).toHaveLength(0);
    expect((await detail(trainee.token, c.id)).json().data.attendance_block).toMatchObject({ blocked_message: INSULT });
  });

  it("the trainee's other customers and other staff are unaffected; other roles send unchecked as before", async () => {
    const trainee = await t.staff('trainee');
    const sup = await t.staff('operador');
    const blocked = await customer();
    const other = await customer();
    expect((await setText(trainee.token, blocked.phone, INSULT)).statusCode).toBe(422);

    expect((await setText(trainee.token, other.phone, CLEAN)).json().data.status).toBe('sent');
    expect((await setText(sup.token, blocked.phone, CLEAN)).json().data.status).toBe('sent');
    expect((await setText(sup.token, blocked.phone, INSULT)).json().data.status).toBe('sent');
    expect((await sendAdmin(sup.token, blocked.id, INSULT)).statusCode).toBe(200);
    expect((await detail(sup.token, blocked.id)).json().data.attendance_block).toBeNull();
    expect(await openRows(sup.id)).toHaveLength(0);
  });

  it("a supervisor or an admin sees the customer's open blocks on the customer's page; a trainee sees none of others'", async () => {
    const trainee = await t.staff('trainee');
    const other = await t.staff('trainee');
    const sup = await t.staff('operador');
    const c = await customer();
    expect((await detail(sup.token, c.id)).json().data.open_blocks).toEqual([]);
    // Blocked under another spelling of the number (without the country code): still this customer.
    expect((await setText(trainee.token, c.phone.slice(2), INSULT)).statusCode).toBe(422);

    for (const token of [sup.token, t.adminToken]) {
      const blocks = (await detail(token, c.id)).json().data.open_blocks;
      expect(blocks).toHaveLength(1);
      expect(blocks[0]).toMatchObject({ trainee_id: trainee.id, blocked_message: INSULT, resolved_at: null });
    }
    expect((await detail(other.token, c.id)).json().data.open_blocks).toEqual([]);
    expect((await detail(trainee.token, c.id)).json().data.open_blocks).toEqual([]);

    const [row] = (await detail(sup.token, c.id)).json().data.open_blocks;
    expect((await release(sup.token, row.id)).statusCode).toBe(200);
    expect((await detail(sup.token, c.id)).json().data.open_blocks).toEqual([]);
  });

  it('twenty blocked sends at once leave one open escalation and one supervisor alert', async () => {
    const trainee = await t.staff('trainee');
    const c = await customer();
    const results = await Promise.all(Array.from({ length: 20 }, () => setText(trainee.token, c.phone, INSULT)));
    expect(results.every((r) => r.statusCode === 422 || r.statusCode === 423)).toBe(true);
    expect(await openRows(trainee.id)).toHaveLength(1);
    expect(await activityOf(t.db, trainee.id, 'create')).toHaveLength(1);
  });

  it('notify-supervisor from the screen opens the same block, once', async () => {
    const trainee = await t.staff('trainee');
    const c = await customer('Pedro');
    const payload = {
      customer_phone: c.phone,
      customer_name: 'Pedro',
      blocked_message: INSULT,
      ai_feedback: 'Problemas: insulto',
    };
    const notify = () => notifySupervisor(t, trainee.token, payload);
    const [a, b] = await Promise.all([notify(), notify()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(await openRows(trainee.id)).toHaveLength(1);
    expect((await setText(trainee.token, c.phone, CLEAN)).statusCode).toBe(423);
  });
});

describe('open escalations and their release', () => {
  it('lists open escalations for supervisors and admins; trainees get 403', async () => {
    const trainee = await t.staff('trainee');
    const sup = await t.staff('operador');
    const c = await customer('Lia');
    await setText(trainee.token, c.phone, INSULT);
    const list = await t.app.inject({ method: 'GET', url: '/api/escalations', headers: bearer(sup.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        trainee_id: trainee.id,
        trainee_name: trainee.username,
        customer_id: c.id,
        customer_name: 'Lia',
        blocked_message: INSULT,
        resolved_at: null,
      }),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/escalations', headers: bearer(trainee.token) })).statusCode,
    ).toBe(403);
    expect((await release(trainee.token, list.json().data[0].id)).statusCode).toBe(403);
  });

  it('the panel polls them cheaply: 304 while the open list is unchanged, 200 once it changes (issue 30)', async () => {
    const trainee = await t.staff('trainee');
    const sup = await t.staff('operador');
    const poll = (etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/escalations',
        headers: { ...bearer(sup.token), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await poll();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const same = await poll(etag);
    expect([same.statusCode, same.body]).toEqual([304, '']);
    await setText(trainee.token, (await customer('Rui')).phone, INSULT);
    const changed = await poll(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('a release is recorded (who, when, activity log), tells the trainee, and lets them send again', async () => {
    const trainee = await t.staff('trainee');
    const sup = await t.staff('operador');
    const c = await customer();
    await setText(trainee.token, c.phone, INSULT);
    const [row] = await openRows(trainee.id);
    const traineeSocket = await socketOf(trainee.token);
    const heard = next<{ id: number; released_by: number }>(traineeSocket, 'escalation:released');

    const res = await release(sup.token, row.id);

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: row.id,
      released_by: sup.id,
      released_by_name: sup.username,
      resolved_at: expect.stringMatching(/Z$/),
    });
    const stored = await t.db.selectFrom('escalations').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ released_by: sup.id, resolved_at: res.json().data.resolved_at });
    const log = await t.db
      .selectFrom('activity_log')
      .selectAll()
      .where('user_id', '=', sup.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'update', entity_type: 'chat', entity_id: String(c.id) });
    expect(JSON.parse(log.details!)).toMatchObject({ escalation_id: row.id, released: true, trainee_id: trainee.id });
    expect(await heard).toMatchObject({ id: row.id, released_by: sup.id });
    expect((await detail(trainee.token, c.id)).json().data.attendance_block).toBeNull();
    expect((await setText(trainee.token, c.phone, CLEAN)).json().data.status).toBe('sent');
    expect((await release(sup.token, row.id)).statusCode).toBe(409);
    expect((await release(t.adminToken, 999999)).statusCode).toBe(404);
  });

  it('fifty releases at once: one 200, the others 409', async () => {
    const trainee = await t.staff('trainee');
    const sup = await t.staff('operador');
    const c = await customer();
    await setText(trainee.token, c.phone, INSULT);
    const [row] = await openRows(trainee.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => release(i % 2 ? sup.token : t.adminToken, row.id)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const logs = await t.db
      .selectFrom('activity_log')
      .select('details')
      .where('entity_type', '=', 'chat')
      .where('details', 'like', `%"escalation_id":${row.id},"released":true%`)
      .execute();
    expect(logs).toHaveLength(1);
  });
});

describe('OpenAPI document', () => {
  it('documents the refusals of a trainee send (422 refused by the check, 423 blocked) and the release conflict', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/setText', '/api/send-admin-message'])
      expect(Object.keys(doc.paths[path].post.responses)).toEqual(expect.arrayContaining(['200', '422', '423']));
    expect(Object.keys(doc.paths['/api/escalations/{id}/release'].post.responses)).toEqual(
      expect.arrayContaining(['200', '404', '409']),
    );
  });
});

describe('with an AI model configured', () => {
  let peer: FakeOpenAi;
  const saveAi = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/ai/settings', headers: bearer(t.adminToken), payload });
  beforeAll(async () => {
    peer = await startFakeOpenAi();
    expect(
      (await saveAi({ ai_enabled: true, ai_base_url: peer.baseUrl, ai_model: 'fake-model', ai_api_key: 'k' }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await saveAi({ ai_enabled: false });
    await peer.close();
  });

  it("the screen's check and the two send calls ask the model once", async () => {
    const trainee = await t.staff('trainee');
    const c = await customer();
    peer.reset();
    const text = 'Olá! Seu pedido saiu hoje.';
    await t.app.inject({
      method: 'POST',
      url: '/api/ai/validate-message',
      headers: bearer(trainee.token),
      payload: { message: text },
    });
    const sent = (await setText(trainee.token, c.phone, text)).json().data;
    expect(sent.status).toBe('sent');
    expect(
      (await sendAdminMessage(t, trainee.token, { user_id: c.id, content: text, gateway_log_id: sent.log_id }))
        .statusCode,
    ).toBe(200);
    expect(peer.requests).toHaveLength(1);
  });

  it('a model that fails: a non-high text is sent anyway, an insult is still refused by the rules', async () => {
    const trainee = await t.staff('trainee');
    const c = await customer();
    peer.setDefault(apiError(503, 'overloaded', 'server_error'));
    try {
      expect((await setText(trainee.token, c.phone, 'Chega amanhã com certeza')).json().data.status).toBe('sent');
      expect((await setText(trainee.token, c.phone, INSULT)).statusCode).toBe(422);
    } finally {
      peer.setDefault(
        jsonCompletion({ valid: true, corrected_message: '', issues: [], suggestions: [], severity: 'low' }),
      );
    }
  });

  it('a text whose check ends after another text of the trainee opened the block is not sent (423)', async () => {
    const trainee = await t.staff('trainee');
    const c = await customer();
    peer.reset();
    // The first text's check is fine and answers only once the second's (high) has opened the block.
    const firstCheck = held();
    peer.reply(
      {
        ...jsonCompletion({ valid: true, corrected_message: '', issues: [], suggestions: [], severity: 'low' }),
        until: firstCheck.released,
      },
      jsonCompletion({ valid: false, corrected_message: '', issues: ['Ofensivo'], suggestions: [], severity: 'high' }),
    );
    const slow = setText(trainee.token, c.phone, 'Seu pedido chega amanhã.');
    await vi.waitFor(() => expect(peer.requests).toHaveLength(1), { timeout: 30_000 });
    const quick = await setText(trainee.token, c.phone, 'Já falei mil vezes, leia o que eu escrevi.');
    expect(quick.statusCode).toBe(422);
    firstCheck.release();
    const late = await slow;
    expect(late.statusCode).toBe(423);
    expect(late.json().code).toBe('attendance_blocked');
  });

  it("the model's high verdict blocks too", async () => {
    const trainee = await t.staff('trainee');
    const c = await customer();
    peer.reply(
      jsonCompletion({
        valid: false,
        corrected_message: '',
        issues: ['Tom agressivo'],
        suggestions: ['Seja cordial'],
        severity: 'high',
      }),
    );
    const res = await setText(trainee.token, c.phone, 'Já falei mil vezes, leia o que eu escrevi.');
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toMatchObject({ msg: 'Tom agressivo', suggestions: 'Seja cordial' });
  });
});
