import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { bearer, buildTestApp, configureGateway, type TestContext } from '../../test/helpers';
import { EVOLUTION_KEY, upsert } from '../../test/fakes/evolution';

let t: TestContext;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

function open(token: string | undefined) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });
const next = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, resolve));

describe('socket.io at /socket.io', () => {
  it('refuses a connection without a valid staff token', async () => {
    await expect(connected(open(undefined))).rejects.toThrow(/unauthorized/);
    await expect(connected(open('abc'))).rejects.toThrow(/unauthorized/);
  });

  it("a webhook message reaches connected staff at once as a 'notification' new_message", async () => {
    const staff = await t.staff('trainee');
    const socket = open(staff.token);
    await connected(socket);
    const note = next<{ type: string; data: { message: string; userName: string; userId: number } }>(
      socket,
      'notification',
    );
    const chat = next<{ userId: number; message: { content: string } }>(socket, 'chat:message');
    await t.app.inject({
      method: 'POST',
      url: '/api/webhook/evolution',
      payload: upsert({ phone: '5511977770001', id: 'RT1', text: 'Chegou?', pushName: 'Bruna' }),
    });
    const event = await note;
    expect(event.type).toBe('new_message');
    expect(event.data).toMatchObject({ message: 'Chegou?', userName: 'Bruna', userId: expect.any(Number) });
    expect((await chat).message.content).toBe('Chegou?');
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
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/notify-supervisor',
      headers: bearer(trainee.token),
      payload: {
        customer_phone: '5511977770001',
        customer_name: 'Bruna',
        blocked_message: 'texto ruim',
        ai_feedback: 'Problemas: insulto',
      },
    });
    expect(await got).toMatchObject({ blocked_message: 'texto ruim', trainee_name: trainee.username });
    await new Promise((r) => setTimeout(r, 50));
    expect(traineeGot).toBe(false);
  });
});
