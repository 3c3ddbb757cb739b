import { afterAll, describe, expect, it } from 'vitest';
import { upsert } from '../../apps/server/test/fakes/evolution';
import { DEFAULT_BUSINESS_HOURS } from '@ponte/domain/business-hours';
import { addDays, shopToday } from '@ponte/domain/dates';
import { expectAccessible, withAxe } from '../lib/axe';
import { fakeGateway } from '../lib/gateway';
import { focused, tabTo } from '../lib/keyboard';
import { e2eSuite } from '../lib/suite';

// Issue 32: 'Horário de atendimento', from the setting typed with the keyboard on a phone to the
// away message a customer gets while the shop is closed.
const { api, open, admin, baseURL } = e2eSuite();
const gateway = fakeGateway(api, baseURL);
const stamp = Date.now().toString(36);
// The other spec files share this server: the hours go back off.
afterAll(async () => {
  await api.call('PUT', '/api/business-hours', DEFAULT_BUSINESS_HOURS);
});

const typed = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

describe('business hours', () => {
  it('an admin sets the hours with the keyboard; a customer writing while closed gets the away message once, in the chat too', async () => {
    const manager = await open({ width: 390, height: 844 });
    await withAxe(manager.context);
    await api.apiLogin(manager.page, admin);
    await manager.page.goto('/configuracoes');
    const { page } = manager;
    const form = page.getByRole('form', { name: 'Horário de atendimento' });
    const enabled = form.getByRole('checkbox', { name: 'Usar horário de atendimento' });
    await enabled.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => enabled.isChecked()).toBe(true);
    // Saturday opens 09:00–13:00, typed as a Brazilian would.
    await tabTo(page, form.getByRole('checkbox', { name: 'Sábado' }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('textbox "Sábado: abre às"');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('9h');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('13h');
    // Closed yesterday, today and tomorrow (a 'balanço'): closed now, whatever the hour of the run.
    const today = shopToday();
    for (const [i, day] of [-1, 0, 1].map((d) => [d + 1, addDays(today, d)] as const)) {
      const add = form.getByRole('button', { name: 'Adicionar feriado' });
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      const date = form.getByRole('textbox', { name: 'Data' }).nth(i);
      await tabTo(page, date, { backwards: true });
      await page.keyboard.type(typed(day));
      await page.keyboard.press('Tab');
      await tabTo(page, form.getByRole('textbox', { name: 'Descrição' }).nth(i));
      await page.keyboard.type('Balanço');
    }
    await expectAccessible(page, '/configuracoes, business hours, 390 px');
    await tabTo(page, form.getByRole('button', { name: 'Salvar horário' }));
    await page.keyboard.press('Enter');
    await form.getByText('Configurações salvas com sucesso!').waitFor();
    const saved = (await api.call('GET', '/api/business-hours')).body.data;
    expect(saved).toMatchObject({ enabled: true, open_now: false });
    expect(saved.days[6]).toEqual({ open: true, opens: '09:00', closes: '13:00' });
    expect(saved.holidays.map((h: { date: string }) => h.date)).toEqual([-1, 0, 1].map((d) => addDays(today, d)));

    // A customer writes twice while closed: one away message, through the gateway and in the chat.
    const phone = `5511983${String(Date.now()).slice(-6)}`;
    await gateway.webhook(upsert({ phone, id: `HOURS-${stamp}-1`, text: 'Oi, tem alguém?', pushName: `Ivo ${stamp}` }));
    await gateway.webhook(upsert({ phone, id: `HOURS-${stamp}-2`, text: 'Alô?' }));
    const sentTo = () =>
      gateway.evo.requests
        .filter((r) => (r.json as { number?: string })?.number === phone)
        .map((r) => (r.json as { text: string }).text);
    await expect.poll(sentTo).toHaveLength(1);
    expect(sentTo()[0]).toMatch(
      /^Olá! No momento estamos fora do horário de atendimento\..* a partir de \S+, \d\d\/\d\d, às 09:00\.$/,
    );

    const laptop = await open({ width: 1366, height: 900 });
    await withAxe(laptop.context);
    await api.apiLogin(laptop.page, admin);
    await laptop.page.goto('/chat');
    await laptop.page.getByText(/^Fora do horário de atendimento · abre /).waitFor();
    await laptop.page.getByRole('listitem', { name: `Ivo ${stamp}` }).click();
    await laptop.page
      .getByRole('log', { name: 'Histórico de mensagens' })
      .getByText('No momento estamos fora do horário de atendimento', { exact: false })
      .waitFor();
    await expectAccessible(laptop.page, '/chat out of hours, 1366 px');
    expect(sentTo()).toHaveLength(1);
    await laptop.context.close();
    await manager.context.close();
  });
});
