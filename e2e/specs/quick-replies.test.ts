import { describe, expect, it } from 'vitest';
import { upsert } from '../../apps/server/test/fakes/evolution';
import { expectAccessible, withAxe } from '../lib/axe';
import { fakeGateway } from '../lib/gateway';
import { e2eSuite } from '../lib/suite';

// Issue 32: 'Respostas rápidas' kept on their screen and used from the send box with the keyboard.
const { api, open, baseURL } = e2eSuite();
const stamp = Date.now().toString(36);
const gateway = fakeGateway(api, baseURL);

async function customerWrites(phone: string, text: string, pushName: string) {
  await gateway.webhook(upsert({ phone, id: `QR${stamp}${phone}`, text, pushName }));
  return (await api.call('GET', `/api/customers?search=${phone}`)).body.data[0].id as number;
}

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('quick replies', () => {
  it('a supervisor shares a reply from its screen; a trainee finds it with "/" and the arrows, and it leaves filled in, through the AI check', async () => {
    const supervisor = await api.create('operador');
    const trainee = await api.create('trainee');
    const shortcut = `frete${stamp}`;

    const manager = await open(LAPTOP);
    await withAxe(manager.context);
    await api.apiLogin(manager.page, supervisor);
    await manager.page.goto('/respostas-rapidas');
    await manager.page.getByRole('heading', { level: 1, name: 'Respostas Rápidas' }).waitFor();
    await manager.page.getByRole('button', { name: 'Nova Resposta Rápida' }).click();
    const dialog = manager.page.getByRole('dialog', { name: 'Nova Resposta Rápida' });
    await dialog.getByRole('textbox', { name: /Atalho/ }).fill(`/${shortcut}`);
    await dialog.getByRole('textbox', { name: /Mensagem/ }).fill('Oi');
    await dialog.getByRole('button', { name: /Inserir \{primeiro_nome\}/ }).click();
    await dialog.getByRole('textbox', { name: /Mensagem/ }).press('End');
    await dialog.getByRole('textbox', { name: /Mensagem/ }).pressSequentially(', o frete é calculado por kg.');
    await dialog.getByRole('checkbox', { name: 'Compartilhar com a equipe' }).check();
    await expectAccessible(manager.page, 'quick reply form, 1366 px');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const item = manager.page.getByRole('listitem', { name: `/${shortcut}` });
    await item.getByText('Compartilhada').waitFor();
    await expectAccessible(manager.page, '/respostas-rapidas, 1366 px');
    await manager.context.close();

    const customer = await customerWrites(
      `5511987${String(Date.now()).slice(-6)}`,
      'Quanto é o frete?',
      'Marina Costa',
    );
    const chat = await open(PHONE);
    await withAxe(chat.context);
    await api.apiLogin(chat.page, trainee);
    await chat.page.goto(`/usuarios/${customer}`);
    const box = chat.page.getByRole('textbox', { name: 'Mensagem' });
    await chat.page.getByRole('log', { name: 'Histórico de mensagens' }).getByText('Quanto é o frete?').waitFor();
    await box.click();
    await chat.page.keyboard.type(`/${shortcut.slice(0, 8)}`);
    const option = chat.page.getByRole('option', { name: new RegExp(`/${shortcut}`) });
    await option.waitFor();
    await expectAccessible(chat.page, 'quick reply list in the chat, 390 px');
    // The arrows move the mark (one match: it stays on it), Enter uses it.
    await chat.page.keyboard.press('ArrowDown');
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await chat.page.keyboard.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('Oi Marina, o frete é calculado por kg.');
    expect(gateway.evo.requests.filter((r) => r.path === '/message/sendText/ponte')).toHaveLength(0);

    const before = gateway.evo.requests.length;
    await chat.page.keyboard.press('Enter');
    await chat.page.getByText('Mensagem aprovada pela IA').waitFor();
    await expect
      .poll(() =>
        gateway.evo.requests
          .slice(before)
          .filter((r) => r.path === '/message/sendText/ponte')
          .map((r) => r.json),
      )
      .toEqual([expect.objectContaining({ text: 'Oi Marina, o frete é calculado por kg.' })]);
    await chat.context.close();

    // The use is counted on the screen the supervisor keeps.
    const uses = await api.call('GET', `/api/quick-replies?busca=${shortcut}`);
    expect(uses.body.data.items[0]).toMatchObject({ shortcut, uses: 1 });
  });

  it('the screen and its form fit a phone', async () => {
    const trainee = await api.create('trainee');
    const { context, page } = await open(PHONE);
    await withAxe(context);
    await api.apiLogin(page, trainee);
    await page.goto('/respostas-rapidas');
    await page.getByRole('heading', { level: 1, name: 'Respostas Rápidas' }).waitFor();
    await page.getByRole('button', { name: 'Nova Resposta Rápida' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Resposta Rápida' });
    // A trainee keeps personal replies: sharing is not offered.
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('O atalho é obrigatório').waitFor();
    await expectAccessible(page, 'quick reply form, 390 px');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
