import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectAccessible, withAxe } from '../lib/axe';
import { e2eSuite } from '../lib/suite';

// Issue 32: a note names a colleague, who hears of it in another browser; the customer never sees it.
const { api, open } = e2eSuite();
const stamp = Date.now().toString(36);

describe('internal notes', () => {
  it('a trainee writes a note naming a supervisor with the keyboard; the supervisor, in the chat, gets a toast and sees the note arrive', async () => {
    const supervisor = await api.create('operador');
    const trainee = await api.create('trainee');
    const customer = (
      await api.call('POST', '/api/customers', {
        phone: `5511985${String(Date.now()).slice(-6)}`,
        name: `Nina ${stamp}`,
      })
    ).body.data.id as number;

    const watcher = await open({ width: 1366, height: 900 });
    await api.apiLogin(watcher.page, supervisor);
    // The supervisor has the chat open: the trainee's header names them once their socket is in.
    await watcher.page.goto(`/usuarios/${customer}`);
    await watcher.page.getByRole('log', { name: 'Histórico de mensagens' }).waitFor();

    const writer = await open({ width: 390, height: 844 });
    await withAxe(writer.context);
    await api.apiLogin(writer.page, trainee);
    await writer.page.goto(`/usuarios/${customer}`);
    await writer.page.getByText(`Também nesta conversa: ${supervisor.username}`).waitFor();
    await writer.page.getByRole('button', { name: 'Nota interna' }).click();
    const box = writer.page.getByRole('textbox', { name: 'Nota interna' });
    await box.focus();
    // All but its last letter: the shared server has many 'operador-…' accounts, and the list shows six.
    await writer.page.keyboard.type(`Pode ver o frete? @${supervisor.username.slice(0, -1)}`);
    await writer.page.getByRole('option', { name: new RegExp(supervisor.username) }).waitFor();
    await expectAccessible(writer.page, 'note box with mentions, 390 px');
    await writer.page.keyboard.press('Enter');
    await expect.poll(() => box.inputValue()).toBe(`Pode ver o frete? @${supervisor.username} `);
    await writer.page.keyboard.type('Obrigada');
    await writer.page.keyboard.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('');
    const log = writer.page.getByRole('log', { name: 'Histórico de mensagens' });
    await log.getByRole('article', { name: /Nota interna/ }).waitFor();
    await writer.context.close();

    const toast = watcher.page.getByText(`mencionou você numa nota sobre Nina ${stamp}`);
    await toast.waitFor();
    await watcher.page.getByRole('button', { name: 'Abrir chat' }).click();
    await watcher.page
      .getByRole('log', { name: 'Histórico de mensagens' })
      .getByText('Pode ver o frete?', { exact: false })
      .waitFor();
    // The supervisor keeps the conversation as text: the note is in it, marked.
    await watcher.page.getByRole('button', { name: 'Exportar conversa' }).click();
    const [download] = await Promise.all([
      watcher.page.waitForEvent('download'),
      watcher.page.getByRole('menuitem', { name: 'Texto (.txt)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^conversa-nina-${stamp}-\\d{4}-\\d{2}-\\d{2}\\.txt$`));
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain(`NOTA INTERNA — ${trainee.username}: Pode ver o frete? @${supervisor.username} Obrigada`);
    await watcher.context.close();

    // A note is not a message: the customer's chat has none.
    const detail = await api.call('GET', `/api/users/${customer}`);
    expect(detail.body.data.message_count).toBe(0);
    expect(detail.body.data.notes).toHaveLength(1);
  });
});
