import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, stepAt } from '../../apps/server/src/lib/totp';
import { expectAccessible, withAxe } from '../lib/axe';
import { e2eSuite } from '../lib/suite';

// Issue 33: a supervisor turns on two-factor sign-in from 'Minhas sessões', keeps the recovery
// codes, and signs in again with the password and then the app's code.
const { api, open } = e2eSuite();
const PHONE = { width: 390, height: 844 };
/** The authenticator app's code for the step `offset` steps from now. */
const codeOf = (key: string, offset = 0) => hotp(base32Decode(key), stepAt(Date.now()) + offset);

describe('two-factor sign-in', () => {
  it('enrolled on a phone with the key shown, then asked for the code at the next sign-in', async () => {
    const supervisor = await api.create('operador');
    const { context, page } = await open(PHONE);
    await withAxe(context);
    await api.apiLogin(page, supervisor);
    await page.goto('/minhas-sessoes');
    const card = page.getByRole('region', { name: 'Verificação em duas etapas' });
    await card.getByText('Desativada').waitFor();
    await card.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    await card.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).waitFor();
    await expectAccessible(page, 'two-factor enrolment, 390 px');
    const key = ((await card.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    // The step before this one: the sign-in below then always uses a later one.
    await card.getByLabel('Código de verificação').fill(codeOf(key, -1));
    await card.getByRole('button', { name: 'Confirmar e ativar' }).click();
    const codes = card.getByRole('list', { name: 'Códigos de recuperação' });
    await codes.waitFor();
    await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
    await card.getByRole('button', { name: 'Já guardei os códigos' }).click();
    // Exactly: 'Desativada', the badge until the status is read again, holds 'ativada'.
    await card.getByText('Ativada', { exact: true }).waitFor();
    await card.getByText('10 códigos de recuperação restantes').waitFor();

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Usuário').fill(supervisor.username);
    await page.getByLabel('Senha', { exact: true }).fill(supervisor.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const code = page.getByLabel('Código de verificação');
    await code.waitFor();
    await expectAccessible(page, 'sign-in code step, 390 px');
    await code.fill('000000');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Código inválido').waitFor();
    await code.fill(codeOf(key));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
