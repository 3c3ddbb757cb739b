import { describe, expect, it } from 'vitest';
import { expectAccessible, withAxe } from '../lib/axe';
import { e2eSuite } from '../lib/suite';

// Issue 32: 'Etiquetas' kept by an admin, put on a customer by a seller, seen live by another.
const { api, open, admin } = e2eSuite();
const stamp = Date.now().toString(36);
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('labels', () => {
  it('an admin creates one; a seller puts it on a customer with the keyboard and another seller sees it at once; /usuarios filters by it', async () => {
    const name = `Revenda ${stamp}`;
    const customer = (
      await api.call('POST', '/api/customers', {
        phone: `5511986${String(Date.now()).slice(-6)}`,
        name: `Rita ${stamp}`,
      })
    ).body.data.id as number;

    const manager = await open(LAPTOP);
    await withAxe(manager.context);
    await api.apiLogin(manager.page, admin);
    await manager.page.goto('/etiquetas');
    await manager.page.getByRole('heading', { level: 1, name: 'Etiquetas' }).waitFor();
    await manager.page.getByRole('button', { name: 'Nova Etiqueta' }).click();
    const dialog = manager.page.getByRole('dialog', { name: 'Nova Etiqueta' });
    await dialog.getByRole('textbox', { name: /Nome/ }).fill(name);
    await expectAccessible(manager.page, 'label form, 1366 px');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await manager.page.getByRole('listitem', { name }).waitFor();
    await expectAccessible(manager.page, '/etiquetas, 1366 px');
    await manager.context.close();

    const [sellerA, sellerB] = [await api.create('operador'), await api.create('trainee')];
    const watcher = await open(LAPTOP);
    await api.apiLogin(watcher.page, sellerB);
    await watcher.page.goto(`/usuarios/${customer}`);
    const watched = watcher.page.getByRole('group', { name: 'Etiquetas', exact: true });
    await watched.getByRole('button', { name: 'Etiquetas' }).waitFor();

    const writer = await open(PHONE);
    await withAxe(writer.context);
    await api.apiLogin(writer.page, sellerA);
    await writer.page.goto(`/usuarios/${customer}`);
    // The other seller's socket is in this chat: what changes now reaches them live.
    await writer.page.getByText(`Também nesta conversa: ${sellerB.username}`).waitFor();
    const editor = writer.page.getByRole('group', { name: 'Etiquetas', exact: true });
    await editor.getByRole('button', { name: 'Etiquetas' }).focus();
    await writer.page.keyboard.press('Enter');
    const box = writer.page.getByRole('checkbox', { name });
    await box.waitFor();
    await expectAccessible(writer.page, 'label choices, 390 px');
    await box.focus();
    await writer.page.keyboard.press('Space');
    await editor.getByRole('button', { name: `Remover ${name}` }).waitFor();

    // The other seller's page shows it without reloading.
    await watched.getByRole('button', { name: `Remover ${name}` }).waitFor();
    await writer.context.close();

    await watcher.page.goto('/usuarios');
    await watcher.page.getByRole('combobox', { name: 'Etiqueta' }).click();
    await watcher.page.getByRole('option', { name }).click();
    await watcher.page.getByRole('article', { name: `Rita ${stamp}` }).waitFor();
    await expect.poll(() => watcher.page.getByRole('article').count()).toBe(1);
    expect(new URL(watcher.page.url()).searchParams.get('etiqueta')).toMatch(/^\d+$/);
    await watcher.context.close();
  });
});
