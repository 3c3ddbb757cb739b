import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userErrorText } from '@ponte/domain/users';
import { bearer, type TestContext, buildGatewayTestApp, newBotKey, postAsBot } from '../../../test/helpers';
import { sendAdminMessage } from '../../../test/staff-chat';
import { EVOLUTION_KEY, upsert, type FakeEvolution } from '../../../test/fakes/evolution';

// Issue 31: staff are named by the name people know them by; the bot and the shop's phone are named as such.
let t: TestContext;
let evo: FakeEvolution;
let botKey: string;
beforeAll(async () => {
  ({ t, evo } = await buildGatewayTestApp());
  botKey = await newBotKey(t);
});
afterAll(async () => {
  await evo.close();
  await t.close();
});

const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), payload });
const login = async (username: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: username, password: 'senha-123' } })
  ).json().token as string;

describe('names, not sign-in names', () => {
  it("a staff member's 'Nome completo' labels their messages, their chats and the search; the bot's and the phone's are named", async () => {
    const created = await admin('POST', '/api/users-list', {
      nome: 'carla.m',
      nome_completo: '  Carla   Mendes ',
      email: 'carla.m@ponte.test',
      senha: 'senha-123',
      role: 'operador',
      ativo: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ username: 'carla.m', nome_completo: 'Carla Mendes' });
    const carla = await login('carla.m');

    const customer = (
      await postAsBot(t, botKey, '/api/message', {
        phone: '5511922220001',
        name: 'Renata',
        message: 'Tem Kindle?',
        system_response: 'Temos sim!',
      })
    ).json().data.user_id as number;
    await sendAdminMessage(t, carla, { user_id: customer, content: 'Oi Renata, sou a Carla, do atendimento' });
    await t.app.inject({
      method: 'POST',
      url: '/api/webhook/evolution',
      headers: { apikey: EVOLUTION_KEY },
      payload: upsert({ phone: '5511922220001', id: 'PHONE-1', text: 'Mandei pelo celular da loja', fromMe: true }),
    });
    const assigned = await t.app.inject({
      method: 'POST',
      url: '/api/chats/assign',
      headers: bearer(carla),
      payload: { user_id: customer },
    });
    expect(assigned.json().data.seller_name).toBe('Carla Mendes');

    const detail = await t.app.inject({ method: 'GET', url: `/api/users/${customer}`, headers: bearer(t.adminToken) });
    expect(
      detail
        .json()
        .data.messages.map((m: { sent_by: string; sender_name: string | null }) => [m.sent_by, m.sender_name]),
    ).toEqual([
      ['customer', null],
      ['bot', null],
      ['staff', 'Carla Mendes'],
      ['phone', null],
    ]);
    // The customer's page names whose chat it is.
    expect(detail.json().data.user).toMatchObject({ seller_name: 'Carla Mendes' });

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/search?q=Renata%2C%20sou',
      headers: bearer(t.adminToken),
    });
    expect(search.json().data.messages).toEqual([
      expect.objectContaining({ sent_by: 'staff', sender_name: 'Carla Mendes', direction: 'outgoing' }),
    ]);

    // A call that does not carry the name ('Ativar'/'Desativar' on the list) keeps it.
    const toggled = await admin('PUT', `/api/users/${created.json().data.id}`, {
      nome: 'carla.m',
      email: 'carla.m@ponte.test',
      role: 'operador',
      ativo: true,
    });
    expect(toggled.json().data.nome_completo).toBe('Carla Mendes');
    // Cleared, the sign-in name stands for the name again.
    const cleared = await admin('PUT', `/api/users/${created.json().data.id}`, {
      nome: 'carla.m',
      nome_completo: '',
      email: 'carla.m@ponte.test',
      role: 'operador',
      ativo: true,
    });
    expect(cleared.json().data.nome_completo).toBeNull();
    const again = await t.app.inject({ method: 'GET', url: `/api/users/${customer}`, headers: bearer(t.adminToken) });
    expect(again.json().data.messages[2].sender_name).toBe('carla.m');
  });

  it("refuses a 'Nome completo' with markup or over 80 characters, naming the field", async () => {
    for (const [nome_completo, message] of [
      ['<b>Carla</b>', userErrorText.displayNameInvalid],
      ['a'.repeat(81), userErrorText.displayNameTooLong],
    ] as const) {
      const res = await admin('POST', '/api/users-list', {
        nome: 'x.y',
        nome_completo,
        email: 'x.y@ponte.test',
        senha: 'senha-123',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.nome_completo).toBe(message);
    }
    // Accents, apostrophes and hyphens are names.
    const ok = await admin('POST', '/api/users-list', {
      nome: 'joao.d',
      nome_completo: "João D'Ávila-Souza",
      email: 'joao.d@ponte.test',
      senha: 'senha-123',
    });
    expect(ok.json().data.nome_completo).toBe("João D'Ávila-Souza");
  });
});
