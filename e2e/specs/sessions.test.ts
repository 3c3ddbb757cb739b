import { describe, expect, it } from 'vitest';
import { expectAccessible, withAxe } from '../lib/axe';
import { e2eSuite } from '../lib/suite';

// Issue 33: 'Minhas sessões': a seller sees where they are signed in, signs a phone out, changes the password.
const { api, open, baseURL } = e2eSuite();
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessions', () => {
  it('a seller finds the phone among their sessions from the top bar, ends it (the phone is signed out), and changes the password', async () => {
    const seller = await api.create('operador');
    const res = await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': IPHONE },
      body: JSON.stringify({ email: seller.username, password: seller.password }),
    });
    const phoneSession = await res.json();
    const phone = await open(PHONE);
    await phone.page.goto('/login');
    await phone.page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, phoneSession);
    await phone.page.goto('/usuarios');
    await phone.page.getByRole('heading', { level: 1 }).waitFor();

    const laptop = await open(LAPTOP);
    await withAxe(laptop.context);
    await api.apiLogin(laptop.page, seller);
    await laptop.page.goto('/');
    const link = laptop.page.getByRole('link', { name: 'Minhas sessões' });
    await link.focus();
    await laptop.page.keyboard.press('Enter');
    await laptop.page.getByRole('heading', { level: 1, name: 'Minhas sessões' }).waitFor();
    const list = laptop.page.getByRole('list', { name: 'Minhas sessões' });
    const iphone = list.getByRole('listitem', { name: /^Safari no iPhone/ });
    await iphone.waitFor();
    await expect.poll(() => list.getByText('Esta sessão').count()).toBe(1);
    await expectAccessible(laptop.page, '/minhas-sessoes, 1366 px');

    laptop.page.once('dialog', (d) => void d.accept());
    await iphone.getByRole('button', { name: /^Encerrar: Safari no iPhone/ }).click();
    await iphone.waitFor({ state: 'detached' });
    // The phone's next step finds its session ended and goes to the sign-in page.
    await phone.page.reload();
    await phone.page.waitForURL(/\/login$/);
    await phone.context.close();

    await laptop.page.setViewportSize(PHONE);
    const form = laptop.page.getByRole('form', { name: 'Alterar senha' });
    await form.getByLabel(/^Senha atual/).fill('errada');
    await form.getByLabel(/^Nova senha/).fill('nova-senha-e2e');
    await form.getByLabel(/^Confirmar nova senha/).fill('nova-senha-e2e');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await form.getByText('Senha atual incorreta').first().waitFor();
    await expectAccessible(laptop.page, '/minhas-sessoes with a refused password, 390 px');
    await form.getByLabel(/^Senha atual/).fill(seller.password);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await laptop.page.getByText('Senha alterada').first().waitFor();
    await laptop.context.close();

    await expect(api.login(seller.username, seller.password)).rejects.toThrow(/401/);
    expect((await api.login(seller.username, 'nova-senha-e2e')).token).toBeTruthy();
  });
});
