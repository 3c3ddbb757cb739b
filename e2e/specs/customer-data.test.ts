import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectAccessible, withAxe } from '../lib/axe';
import { e2eSuite } from '../lib/suite';

// Issue 33: an admin hands a customer their data (LGPD art. 18), then erases it at their request.
const { api, open, admin } = e2eSuite();
const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);

describe("a customer's data under LGPD", () => {
  it('exported as JSON from the customer page, then erased by typing the name; the page shows the customer removed', async () => {
    const name = `Lívia Duarte ${stamp}`;
    const customer = (
      await api.call('POST', '/api/customers', { phone: `5511986${String(Date.now()).slice(-6)}`, name })
    ).body.data.id as number;
    const { context, page } = await open(PHONE);
    await withAxe(context);
    await api.apiLogin(page, admin);
    await page.goto(`/usuarios/${customer}`);
    await page.getByRole('heading', { name }).waitFor();

    await page.getByRole('button', { name: 'Dados do cliente (LGPD)' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Exportar JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^dados-cliente-${customer}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ id: customer, name });

    await page.getByRole('button', { name: 'Dados do cliente (LGPD)' }).click();
    await page.getByRole('menuitem', { name: 'Apagar dados do cliente (LGPD)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apagar os dados deste cliente' });
    const submit = dialog.getByRole('button', { name: 'Apagar definitivamente' });
    await dialog.waitFor();
    // The menu it came from is gone before the page is checked.
    await page.locator('[role="menu"]').waitFor({ state: 'detached' });
    await expectAccessible(page, 'erasure confirmation, 390 px');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Digite o nome do cliente para confirmar' }).fill(name.toUpperCase());
    await submit.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Cliente removido #${customer}` }).waitFor();
    await context.close();

    const after = (await api.call('GET', `/api/users/${customer}`)).body.data;
    expect(JSON.stringify(after)).not.toContain(name);
  });
});
