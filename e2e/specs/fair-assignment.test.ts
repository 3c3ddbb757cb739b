import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsert } from '../../apps/server/test/fakes/evolution';
import { expectAccessible, withAxe } from '../lib/axe';
import { fakeGateway } from '../lib/gateway';
import { tabTo } from '../lib/keyboard';
import { e2eSuite } from '../lib/suite';

// Issue 32, fair assignment: an admin sets it on /painel-atendimento with the keyboard; a waiting
// chat is offered to the staff member with the fewest open chats, who takes it from the toast;
// then, automatic, the next one goes to whoever is still under the limit.
const { api, open, admin, baseURL } = e2eSuite();
const gateway = fakeGateway(api, baseURL);
const stamp = Date.now().toString(36);
let seq = 0;
const others: number[] = [];

/** A customer who wrote and whom the bot handed to a person: waiting for someone. */
async function waitingCustomer(name: string) {
  seq += 1;
  const phone = `5511982${String(Date.now() + seq).slice(-6)}`;
  await gateway.webhook(upsert({ phone, id: `FAIR-${stamp}-${seq}`, text: 'Oi', pushName: name }));
  const id = (await api.call('GET', `/api/customers?search=${phone}`)).body.data[0].id as number;
  expect((await api.call('POST', `/api/users/${id}/toggle-bot`, { enabled: false, atendimento: false })).status).toBe(
    200,
  );
  return { id, phone };
}
const sellerOf = async (id: number) => (await api.call('GET', `/api/users/${id}`)).body.data.user.seller_id as number;

// Other spec files share this server: whoever they left clocked in is given a full load of one
// chat, and the chats they left waiting go back to the bot, so these chats go to this file's staff.
beforeAll(async () => {
  const view = (await api.call('GET', '/api/assignment')).body.data;
  for (const a of view.attendants as { staff_id: number; name: string; open_chats: number }[]) {
    others.push(a.staff_id);
    expect((await api.call('PUT', `/api/assignment/limits/${a.staff_id}`, { limit: 1 })).status).toBe(200);
    if (a.open_chats > 0) continue;
    const filler = await waitingCustomer(`Cheio ${a.name}`);
    await api.call('POST', '/api/chats/assign', { user_id: filler.id, seller_id: a.staff_id });
  }
  // The list shows 100 at a time: emptied page by page.
  for (let page = 0; page < 50; page += 1) {
    const left = (await api.call('GET', '/api/chats/waiting')).body.data as { id: number }[];
    if (left.length === 0) break;
    for (const chat of left) await api.call('POST', `/api/users/${chat.id}/toggle-bot`, { enabled: true });
  }
});
afterAll(async () => {
  await api.call('PUT', '/api/assignment/settings', { mode: 'manual', default_limit: 5 });
  for (const id of others) await api.call('PUT', `/api/assignment/limits/${id}`, { limit: null });
});

describe('fair assignment', () => {
  it('offered to the emptiest, taken from the toast; automatic once the admin says so, never past a limit', async () => {
    const ana = await api.create('operador');
    const bia = await api.create('operador');
    const lia = await waitingCustomer(`Lia ${stamp}`);
    const phone = await open({ width: 390, height: 844 });
    const anaSession = await api.apiLogin(phone.page, ana);
    expect((await api.call('POST', '/api/attendance/clock-in', undefined, anaSession.token)).status).toBe(200);
    const biaSession = await api.login(bia.username, bia.password);
    expect((await api.call('POST', '/api/attendance/clock-in', undefined, biaSession.token)).status).toBe(200);
    await phone.page.goto(`/usuarios/${lia.id}`);

    const manager = await open({ width: 1366, height: 900 });
    await withAxe(manager.context);
    await api.apiLogin(manager.page, admin);
    // Ana's screen is connected once the admin, on the same chat, sees her there.
    await manager.page.goto(`/usuarios/${lia.id}`);
    await manager.page.getByText(`Também nesta conversa: ${ana.username}`, { exact: false }).waitFor();
    await manager.page.goto('/painel-atendimento');
    const { page } = manager;
    const form = page.getByRole('form', { name: 'Distribuição de conversas' });
    const offer = form.getByRole('radio', { name: 'Oferecer ao atendente com menos conversas' });
    await tabTo(page, form.getByRole('radio', { name: 'Atribuir manualmente' }), { max: 80 });
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => offer.isChecked()).toBe(true);
    await tabTo(page, form.getByRole('textbox', { name: 'Limite padrão de conversas abertas por atendente' }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    await tabTo(page, form.getByRole('button', { name: 'Salvar distribuição' }));
    await page.keyboard.press('Enter');
    await form.getByText('Configurações salvas com sucesso!').waitFor();

    // Ana and Bia hold no chat; Ana clocked in first: the offer is hers, and she takes it.
    await phone.page.getByText(`Conversa oferecida a você: Lia ${stamp} aguarda atendimento.`).waitFor();
    await phone.page.getByRole('button', { name: 'Aceitar' }).click();
    await expect.poll(() => sellerOf(lia.id)).toBe(ana.id);

    // Automatic now: Ana is at her limit, so Rui goes to Bia.
    await form.getByRole('radio', { name: 'Atribuir automaticamente ao atendente com menos conversas' }).check();
    await form.getByRole('button', { name: 'Salvar distribuição' }).click();
    await form.getByText('Configurações salvas com sucesso!').waitFor();
    const rui = await waitingCustomer(`Rui ${stamp}`);
    await gateway.webhook(upsert({ phone: rui.phone, id: `FAIR-${stamp}-rui`, text: 'Alguém aí?' }));
    await expect.poll(() => sellerOf(rui.id)).toBe(bia.id);
    // A third waits: both are full.
    const ivo = await waitingCustomer(`Ivo ${stamp}`);
    await gateway.webhook(upsert({ phone: ivo.phone, id: `FAIR-${stamp}-ivo`, text: 'Oi?' }));
    expect(await sellerOf(ivo.id)).toBeNull();

    await page.reload();
    for (const who of [ana, bia]) {
      const row = page.getByRole('listitem', { name: who.username });
      await row.getByText('Conversas abertas: 1 / 1').waitFor();
      await row.getByText('No limite').waitFor();
    }
    await expectAccessible(page, '/painel-atendimento with loads, 1366 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, '/painel-atendimento with loads, 390 px');
    await phone.context.close();
    await manager.context.close();
  });
});
