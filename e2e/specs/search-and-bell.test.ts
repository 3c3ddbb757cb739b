import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser';
import { startBuiltServer, type RunningServer } from '../lib/server';
import { staffApi } from '../lib/staff';

// Issue 18: the top bar's search and bell on the demo's data (its customers and chats).
const DEMO_PASSWORD = 'demo1234';
const seller = { username: 'carla.mendes', password: DEMO_PASSWORD };

let demo: RunningServer;
let browser: Browser;
let api: ReturnType<typeof staffApi>;

beforeAll(async () => {
  [demo, browser] = await Promise.all([startBuiltServer('demo.js', {}), launchBrowser()]);
  api = staffApi(demo.baseURL, DEMO_PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

async function signedIn(viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, demo.baseURL, viewport);
  await api.apiLogin(page, seller);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  return { context, page };
}

describe('top bar search and bell (issue 18)', () => {
  it("finds a message's text and opens that chat; finds a customer and opens them with the keyboard", async () => {
    const { context, page } = await signedIn();
    const box = page.getByRole('combobox', { name: 'Buscar' });
    await box.fill('prazo de entrega');
    const messages = page.getByRole('group', { name: 'Mensagens' });
    const first = messages.getByRole('option').first();
    await first.waitFor();
    expect(await first.locator('mark').textContent()).toBe('prazo de entrega');
    await first.click();
    await page.waitForURL(/\/usuarios\/\d+#mensagem-\d+$/);
    await page.getByRole('log', { name: 'Histórico de mensagens' }).waitFor();

    const customer = (await api.call('GET', '/api/customers?limit=1')).body.data[0] as { id: number; name: string };
    await box.fill(customer.name);
    await page.getByRole('group', { name: 'Clientes' }).getByRole('option', { name: customer.name }).first().waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/usuarios/${customer.id}$`));
    await page.getByRole('heading', { name: customer.name }).first().waitFor();
    await context.close();
  });

  it('on a phone the search opens from its button', async () => {
    const { context, page } = await signedIn({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir busca' }).click();
    const box = page.getByRole('combobox', { name: 'Buscar' });
    await box.fill('sao paulo');
    await page.getByRole('group', { name: 'Mensagens' }).getByRole('option').first().waitFor();
    await box.press('Enter');
    await page.waitForURL(/\/usuarios\/\d+/);
    await context.close();
  });

  it('the bell shows what is unread, opening it marks it read, and a new customer message rings it again', async () => {
    const { context, page } = await signedIn();
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await panel.getByRole('list', { name: 'Notificações' }).or(panel.getByText('Nenhuma notificação')).waitFor();
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    const sent = await api.call('POST', '/api/message', {
      phone: '5511987651234',
      name: 'Helena Duarte',
      message: 'Oi! Vocês trazem a garrafa Stanley?',
    });
    expect(sent.status).toBe(200);
    await page.getByRole('button', { name: 'Notificações (1 não lida)' }).waitFor();
    await page.getByRole('button', { name: 'Notificações (1 não lida)' }).click();
    await panel.getByRole('button', { name: /Nova mensagem de Helena Duarte/ }).click();
    await page.waitForURL(new RegExp(`/usuarios/${sent.body.data.user_id}$`));
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
    await context.close();
  });
});
