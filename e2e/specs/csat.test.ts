import { afterAll, describe, expect, it } from 'vitest';
import { upsert } from '../../apps/server/test/fakes/evolution';
import { expectAccessible, withAxe } from '../lib/axe';
import { fakeGateway } from '../lib/gateway';
import { e2eSuite } from '../lib/suite';

// Issue 32: the satisfaction survey, from its setting to the rating on the statistics screen.
const { api, open, admin, baseURL } = e2eSuite();
const stamp = Date.now().toString(36);
const gateway = fakeGateway(api, baseURL);
// The other spec files share this server: the survey goes back off.
afterAll(async () => {
  await api.call('POST', '/api/configurations', { csat_enabled: false });
});

const { webhook } = gateway;

describe('satisfaction survey', () => {
  it('an admin turns it on; a seller hands a chat back to the bot; the customer rates it; the rating shows in the statistics', async () => {
    const phone = `5511984${String(Date.now()).slice(-6)}`;
    const manager = await open({ width: 1366, height: 900 });
    await withAxe(manager.context);
    await api.apiLogin(manager.page, admin);
    await manager.page.goto('/configuracoes');
    const form = manager.page.getByRole('form', { name: 'Pesquisa de satisfação' });
    await form.getByRole('checkbox', { name: 'Enviar a pesquisa ao encerrar um atendimento' }).check();
    await form.getByRole('button', { name: 'Salvar pesquisa' }).click();
    await form.getByText('Configurações salvas com sucesso!').waitFor();

    await webhook(upsert({ phone, id: `CSAT-E2E-${stamp}`, text: 'Quero um Kindle', pushName: `Rosa ${stamp}` }));
    const customer = (await api.call('GET', `/api/customers?search=${phone}`)).body.data[0].id as number;
    const seller = await api.create('operador');
    const chat = await open({ width: 390, height: 844 });
    await api.apiLogin(chat.page, seller);
    await chat.page.goto(`/usuarios/${customer}`);
    // Taking the chat: the bot pauses; handing it back ends the attendance.
    await chat.page.getByRole('button', { name: 'Pausar Bot' }).click();
    await chat.page.getByRole('button', { name: 'Ativar Bot' }).click();
    await chat.page.getByRole('button', { name: 'Pausar Bot' }).waitFor();
    await expect
      .poll(() => gateway.evo.requests.filter((r) => (r.json as { number?: string })?.number === phone).length)
      .toBe(1);
    await chat.page
      .getByRole('log', { name: 'Histórico de mensagens' })
      .getByText('Como você avalia o nosso atendimento?', { exact: false })
      .waitFor();
    await chat.context.close();

    await webhook(upsert({ phone, id: `CSAT-E2E-ANSWER-${stamp}`, text: '5 atendimento ótimo' }));
    await manager.page.goto('/estatisticas-chats');
    const panel = manager.page.getByRole('table', { name: 'Satisfação (CSAT) por atendente' });
    await panel.getByRole('row', { name: new RegExp(seller.username) }).waitFor();
    await manager.page.getByRole('list', { name: 'Comentários' }).getByText('atendimento ótimo').waitFor();
    await expectAccessible(manager.page, '/estatisticas-chats with CSAT, 1366 px');
    await manager.context.close();
  });
});
