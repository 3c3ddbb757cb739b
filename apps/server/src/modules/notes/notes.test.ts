import { beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, noteText, type ChatNote } from '@ponte/domain/notes';
import { notificationLine } from '@ponte/domain/notification-texts';
import { bearer, type TestContext, useGatewayTestApp } from '../../../test/helpers';
import { useSocketClients } from '../../../test/sockets';
import { EVOLUTION_KEY, upsert, type FakeEvolution } from '../../../test/fakes/evolution';

// Issue 32: 'Notas internas' in a customer's conversation, with '@' mentions.
let t: TestContext;
let evo: FakeEvolution;
let carla: { id: number; username: string; token: string };
let bia: { id: number; username: string; token: string };

useGatewayTestApp((built) => ({ t, evo } = built));
beforeAll(async () => {
  carla = await t.staff('operador', 'carla.mendes');
  bia = await t.staff('trainee', 'bia.souza');
  await t.db.updateTable('staff').set({ display_name: 'Carla Mendes' }).where('id', '=', carla.id).execute();
});
const socketOf = useSocketClients(() => t.app);

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const note = (token: string, customerId: number, content: string) =>
  call(token, 'POST', `/customers/${customerId}/notes`, { content });

let seq = 0;
/** A customer who wrote once through the gateway. */
async function customer() {
  seq += 1;
  const phone = `55119666${String(seq).padStart(5, '0')}`;
  await t.app.inject({
    method: 'POST',
    url: '/api/webhook/evolution',
    headers: { apikey: EVOLUTION_KEY },
    payload: upsert({ phone, id: `NOTE-IN-${seq}`, text: 'Oi', pushName: `Cliente ${seq}` }),
  });
  return (await t.db.selectFrom('customers').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
}

describe('internal notes', () => {
  it('a note is kept with the chat and shown to staff, and never becomes a message, a send or a bot job', async () => {
    const c = await customer();
    const before = {
      requests: evo.requests.length,
      messages: (await call(t.adminToken, 'GET', `/users/${c}`)).json().data.message_count,
      jobs: (await t.db.selectFrom('jobs').select('id').execute()).length,
    };
    const etag = (await call(t.adminToken, 'GET', `/users/${c}`)).headers.etag as string;
    const res = await note(bia.token, c, '  Cliente pediu nota fiscal no CNPJ.  ');
    expect(res.statusCode).toBe(201);
    const saved = res.json().data as ChatNote;
    expect(saved).toMatchObject({
      customer_id: c,
      author_id: bia.id,
      content: 'Cliente pediu nota fiscal no CNPJ.',
      mentions: [],
    });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/users/${c}`,
      headers: { ...bearer(carla.token), 'if-none-match': etag },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.notes).toEqual([saved]);
    expect(detail.json().data.message_count).toBe(before.messages);
    expect(evo.requests.length).toBe(before.requests);
    expect((await t.db.selectFrom('jobs').select('id').execute()).length).toBe(before.jobs);
    expect(await t.db.selectFrom('messages').select('id').where('content', 'like', '%CNPJ%').execute()).toEqual([]);
    // Not an unread message for anyone.
    const inbox = (await call(carla.token, 'GET', `/conversations?search=Cliente%20${seq}`)).json().data;
    expect(inbox.find((i: { id: number }) => i.id === c).unread).toBe(1);
  });

  it("'@username' names a colleague, who hears it at once and finds it in the bell; e-mails and strangers are not mentions", async () => {
    const c = await customer();
    const carlaSocket = await socketOf(carla.token);
    const heard: unknown[] = [];
    carlaSocket.on('note:mention', (event) => heard.push(event));
    const biaSocket = await socketOf(bia.token);
    const biaHeard: unknown[] = [];
    biaSocket.on('note:mention', (event) => biaHeard.push(event));
    const etag = (await call(carla.token, 'GET', '/notifications/count')).headers.etag as string;

    const res = await note(
      bia.token,
      c,
      '@Carla.Mendes. pode revisar? Mandei para fulano@exemplo.com. @ninguem @bia.souza',
    );
    const saved = res.json().data as ChatNote;
    // The author naming herself is no mention.
    expect(saved.mentions).toEqual([{ id: carla.id, name: 'Carla Mendes' }]);
    await expect
      .poll(() => heard)
      .toEqual([
        {
          note_id: saved.id,
          userId: c,
          customer_name: `Cliente ${seq}`,
          by: 'bia.souza',
          preview: saved.content,
        },
      ]);
    // The author does not hear of their own mention, nor find it in the bell.
    expect(biaHeard).toEqual([]);
    const biaFeed = (await call(bia.token, 'GET', '/notifications')).json().data;
    expect(biaFeed.items.filter((i: { kind: string }) => i.kind === 'note_mention')).toEqual([]);

    const count = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/count',
      headers: { ...bearer(carla.token), 'if-none-match': etag },
    });
    expect(count.statusCode).toBe(200);
    const feed = (await call(carla.token, 'GET', '/notifications')).json().data;
    const item = feed.items.find((i: { key: string }) => i.key === `note_mention:${saved.id}`);
    expect(item).toMatchObject({ kind: 'note_mention', customer_id: c, actor_name: 'bia.souza', unread: true });
    expect(notificationLine(item)).toBe(`bia.souza mencionou você numa nota sobre Cliente ${seq}`);
  });

  it.each([
    ['empty', {}, noteText.required],
    ['blank', { content: '   ' }, noteText.required],
    ['too long', { content: 'a'.repeat(NOTE_MAX_LENGTH + 1) }, noteText.tooLong],
  ])('refuses a note %s: 400 on content, nothing kept', async (_name, payload, message) => {
    const c = await customer();
    const res = await call(bia.token, 'POST', `/customers/${c}/notes`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.content).toBe(message);
    expect(await t.db.selectFrom('chat_notes').select('id').where('customer_id', '=', c).execute()).toEqual([]);
  });

  it('an unknown customer is a 404', async () => {
    expect((await note(bia.token, 99_999_999, 'Oi')).statusCode).toBe(404);
  });

  it('its author or an admin deletes a note; anyone else is refused (403)', async () => {
    const c = await customer();
    const first = (await note(bia.token, c, 'Primeira')).json().data as ChatNote;
    const second = (await note(bia.token, c, 'Segunda')).json().data as ChatNote;
    const refused = await call(carla.token, 'DELETE', `/notes/${first.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(noteText.notYours);
    expect((await call(bia.token, 'DELETE', `/notes/${first.id}`)).statusCode).toBe(200);
    expect((await call(t.adminToken, 'DELETE', `/notes/${second.id}`)).statusCode).toBe(200);
    expect((await call(bia.token, 'DELETE', `/notes/${first.id}`)).statusCode).toBe(404);
    expect((await call(carla.token, 'GET', `/users/${c}`)).json().data.notes).toEqual([]);
  });
});
