import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatOpenAnswer } from '@ponte/domain/realtime';
import { bearer, buildTestApp, configureGateway, type TestContext } from '../../test/helpers';
import { notifySupervisor } from '../../test/staff-chat';
import { numberedCustomer } from '../../test/customer-api';
import { EVOLUTION_KEY, upsert } from '../../test/fakes/evolution';
import { listenLocally } from '../../test/sockets';
import { MAX_OPEN_CHATS } from './chat-rooms';

let t: TestContext;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY });
  url = await listenLocally(t.app);
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

function open(token: string | undefined, reconnection = false) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection,
    reconnectionDelay: 50,
  });
  sockets.push(socket);
  return socket;
}
/** Resolves at once for a socket already connected: a test may await other work between open() and this. */
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (s.connected) return resolve();
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });
const next = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, resolve));

/** Every event a socket receives, by name, in order. */
function received(s: Socket) {
  const events: { name: string; payload: unknown }[] = [];
  s.onAny((name: string, payload: unknown) => events.push({ name, payload }));
  return events;
}

const openChat = (s: Socket, customerId: unknown) =>
  s.timeout(30_000).emitWithAck('chat:open', customerId as number) as Promise<ChatOpenAnswer>;

/**
 * Resolves once the server has handled what this socket sent before and everything it sent this
 * socket before has arrived: it answers this request after both, on the one connection. A test
 * that expects no event waits for this, not for a set time.
 */
const settled = async (s: Socket) => expect(await openChat(s, 0)).toEqual({ ok: false, error: 'invalid' });

let phoneSeq = 0;
async function newCustomer() {
  phoneSeq += 1;
  return numberedCustomer(t, '55119666', phoneSeq);
}

let messageSeq = 0;
/** A message through the gateway's webhook: the customer's (incoming) or one typed on the shop's phone (fromMe). */
async function webhook(phone: string, text: string, fromMe = false) {
  messageSeq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhook/evolution',
    payload: upsert({ phone, id: `RTS${messageSeq}`, text, fromMe, pushName: 'Bruna' }),
  });
  expect(res.json()).toMatchObject({ data: { stored: 1 } });
}

/** A trainee's socket with the chat open and an operador's elsewhere, connected, with what each receives. */
async function watchingAndElsewhere(customerId: number) {
  const watching = open((await t.staff('trainee')).token);
  const elsewhere = open((await t.staff('operador')).token);
  await Promise.all([connected(watching), connected(elsewhere)]);
  expect(await openChat(watching, customerId)).toEqual({ ok: true });
  return { watching, elsewhere, a: received(watching), b: received(elsewhere) };
}

describe('socket.io at /socket.io', () => {
  it('sends uncompressed: a broadcast is framed once for every socket (docs/0026)', () => {
    expect(t.app.realtime.io.engine.opts.perMessageDeflate).toBe(false);
  });

  it('refuses a connection without a valid staff token', async () => {
    await expect(connected(open(undefined))).rejects.toThrow(/unauthorized/);
    await expect(connected(open('abc'))).rejects.toThrow(/unauthorized/);
  });

  it("a customer's message reaches every staff socket exactly once, as 'notification', chat open or not", async () => {
    const c = await newCustomer();
    const { watching, elsewhere, a, b } = await watchingAndElsewhere(c.id);
    const arrived = Promise.all([next(watching, 'notification'), next(elsewhere, 'notification')]);
    await webhook(c.phone, 'Chegou?');
    await arrived;
    await Promise.all([settled(watching), settled(elsewhere)]);
    for (const events of [a, b]) {
      expect(events.map((e) => e.name)).toEqual(['notification']);
      expect(events[0].payload).toMatchObject({
        type: 'new_message',
        data: { message: 'Chegou?', userName: `Cliente ${phoneSeq}`, userId: c.id, direction: 'incoming' },
      });
    }
  });

  it('a gateway retry of a stored message announces it again, same id (its first event may be lost); an old one does not ring', async () => {
    const c = await newCustomer();
    const staff = open((await t.staff('operador')).token);
    await connected(staff);
    const events = received(staff);
    const body = upsert({ phone: c.phone, id: 'RTS-AGAIN', text: 'De novo?', pushName: 'Bruna' });
    const first = next(staff, 'notification');
    await t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload: body });
    await first;
    const again = next(staff, 'notification');
    const retry = await t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload: body });
    expect(retry.json().data).toMatchObject({ stored: 0, duplicates: 1 });
    await again;
    await settled(staff);
    expect(events.map((e) => e.name)).toEqual(['notification', 'notification']);
    const ids = events.map((e) => (e.payload as { data: { messageId: number } }).data.messageId);
    expect(ids[1]).toBe(ids[0]);

    // A message of an hour ago brought again (a history sync; past ANNOUNCE_AGAIN_MS) is history only.
    const old = upsert({ phone: c.phone, id: 'RTS-OLD', text: 'Antiga', pushName: 'Bruna' });
    old.data.messageTimestamp = Math.floor((Date.now() - 3_600_000) / 1000);
    await t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload: old });
    await settled(staff);
    const before = events.length;
    const replay = await t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload: old });
    expect(replay.json().data).toMatchObject({ duplicates: 1 });
    await settled(staff);
    expect(events.length).toBe(before);
  });

  it("a message that does not ring (the shop's reply) reaches only the sockets with that chat open, until it is closed", async () => {
    const c = await newCustomer();
    const { watching, elsewhere, a, b } = await watchingAndElsewhere(c.id);
    const got = next<{ userId: number; message: { content: string; direction: string } }>(watching, 'chat:message');
    await webhook(c.phone, 'Respondido pelo celular', true);
    expect(await got).toMatchObject({
      userId: c.id,
      message: { content: 'Respondido pelo celular', direction: 'outgoing' },
    });
    await Promise.all([settled(watching), settled(elsewhere)]);
    expect(a.map((e) => e.name)).toEqual(['chat:message']);
    expect(b).toEqual([]);

    watching.emit('chat:close', c.id);
    await settled(watching);
    await webhook(c.phone, 'Outra resposta', true);
    await settled(watching);
    expect(a).toHaveLength(1);
  });

  it('chat:open answers as GET /api/users/:id does: a trainee reads any chat, not one that does not exist, nor once deactivated', async () => {
    const c = await newCustomer();
    const trainee = await t.staff('trainee');
    const socket = open(trainee.token);
    await connected(socket);
    const read = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(trainee.token) });

    expect((await read(c.id)).statusCode).toBe(200);
    expect(await openChat(socket, c.id)).toEqual({ ok: true });

    expect((await read(999_999)).statusCode).toBe(404);
    expect(await openChat(socket, 999_999)).toEqual({ ok: false, error: 'forbidden' });

    // The room name is built from a checked number: nothing else names a room.
    for (const bad of ['role:admin', -1, 0, 1.5, '12', null])
      expect(await openChat(socket, bad)).toEqual({ ok: false, error: 'invalid' });

    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${trainee.id}`,
      headers: bearer(t.adminToken),
      payload: { nome: trainee.username, email: trainee.email, role: 'trainee', ativo: false },
    });
    expect((await read(c.id)).statusCode).toBe(401);
    const other = await newCustomer();
    expect(await openChat(socket, other.id)).toEqual({ ok: false, error: 'forbidden' });
    // Refused, it hears nothing of that chat.
    const events = received(socket);
    await webhook(other.phone, 'Resposta', true);
    await settled(socket);
    expect(events.filter((e) => e.name === 'chat:message')).toEqual([]);
  });

  it('issue 31: who has a chat open is told to its room, each person once; typing reaches the others only, in that chat only', async () => {
    const carla = await t.staff('operador');
    await t.db.updateTable('staff').set({ display_name: 'Carla Mendes' }).where('id', '=', carla.id).execute();
    const lucas = await t.staff('trainee');
    const c = await newCustomer();
    const other = await newCustomer();
    const a = open(carla.token);
    const a2 = open(carla.token);
    const b = open(lucas.token);
    await Promise.all([connected(a), connected(a2), connected(b)]);

    const firstPresence = next<{ userId: number; viewers: { id: number; name: string }[] }>(a, 'chat:presence');
    expect(await openChat(a, c.id)).toEqual({ ok: true });
    expect(await firstPresence).toEqual({ userId: c.id, viewers: [{ id: carla.id, name: 'Carla Mendes' }] });
    // The room is told on every join: the one that counts is the one after Lucas joined.
    const presence = (s: Socket, ids: number[]) =>
      new Promise<{ id: number }[]>((resolve) => {
        const listener = (event: { viewers: { id: number }[] }) => {
          if (event.viewers.some((v) => v.id === lucas.id) !== ids.includes(lucas.id)) return;
          s.off('chat:presence', listener);
          resolve(event.viewers);
        };
        s.on('chat:presence', listener);
      });
    expect(await openChat(a2, c.id)).toEqual({ ok: true });
    const both = presence(a, [carla.id, lucas.id]);
    expect(await openChat(b, c.id)).toEqual({ ok: true });
    // Carla's two tabs are one person.
    expect((await both).map((v) => v.id).sort()).toEqual([carla.id, lucas.id].sort());

    const heardByA = received(a);
    const heardByB = received(b);
    const typing = next<{ userId: number; staff: { id: number; name: string } }>(a, 'chat:typing');
    b.emit('chat:typing', c.id);
    expect(await typing).toEqual({ userId: c.id, staff: { id: lucas.id, name: lucas.username } });
    // Not back to the writer, and not into a chat the writer has not opened.
    b.emit('chat:typing', other.id);
    await settled(b);
    await settled(a);
    expect(heardByB.filter((e) => e.name === 'chat:typing')).toEqual([]);
    expect(heardByA.filter((e) => e.name === 'chat:typing')).toHaveLength(1);

    // Asked again (a screen that listened late), the room is told again.
    const again = presence(b, [carla.id, lucas.id]);
    b.emit('chat:presence', c.id);
    expect((await again).map((v) => v.id).sort()).toEqual([carla.id, lucas.id].sort());

    const left = presence(a, [carla.id]);
    b.disconnect();
    expect((await left).map((v) => v.id)).toEqual([carla.id]);
  });

  it(`one socket keeps at most ${MAX_OPEN_CHATS} chats open`, async () => {
    const socket = open((await t.staff('operador')).token);
    await connected(socket);
    const customers = [];
    for (let i = 0; i <= MAX_OPEN_CHATS; i++) customers.push(await newCustomer());
    for (const c of customers.slice(0, MAX_OPEN_CHATS)) expect(await openChat(socket, c.id)).toEqual({ ok: true });
    const last = customers[MAX_OPEN_CHATS];
    expect(await openChat(socket, last.id)).toEqual({ ok: false, error: 'too_many' });
    // Opening one already open is no new chat; closing one makes room.
    expect(await openChat(socket, customers[0].id)).toEqual({ ok: true });
    socket.emit('chat:close', customers[0].id);
    expect(await openChat(socket, last.id)).toEqual({ ok: true });
  });

  it('after a reconnection the socket is in no chat room until it opens its chats again', async () => {
    const c = await newCustomer();
    const socket = open((await t.staff('trainee')).token, true);
    await connected(socket);
    expect(await openChat(socket, c.id)).toEqual({ ok: true });
    const events = received(socket);

    // The connection drops (not a sign-out): the client reconnects by itself, as a new socket.
    const back = connected(socket);
    socket.io.engine.close();
    await back;
    await webhook(c.phone, 'Durante a queda', true);
    await settled(socket);
    expect(events).toEqual([]);

    // What the web does on every 'connect': open its chats again.
    expect(await openChat(socket, c.id)).toEqual({ ok: true });
    const got = next<{ message: { content: string } }>(socket, 'chat:message');
    await webhook(c.phone, 'Depois da volta', true);
    expect((await got).message.content).toBe('Depois da volta');
  });

  it("a trainee's escalation reaches supervisors, not other trainees", async () => {
    const sup = await t.staff('operador');
    const trainee = await t.staff('trainee');
    const supSocket = open(sup.token);
    const traineeSocket = open(trainee.token);
    await Promise.all([connected(supSocket), connected(traineeSocket)]);
    let traineeGot = false;
    traineeSocket.on('escalation', () => (traineeGot = true));
    const got = next<{ blocked_message: string; trainee_name: string }>(supSocket, 'escalation');
    await notifySupervisor(t, trainee.token, {
      customer_phone: '5511977770001',
      customer_name: 'Bruna',
      blocked_message: 'texto ruim',
      ai_feedback: 'Problemas: insulto',
    });
    expect(await got).toMatchObject({ blocked_message: 'texto ruim', trainee_name: trainee.username });
    await settled(traineeSocket);
    expect(traineeGot).toBe(false);
  });
});
