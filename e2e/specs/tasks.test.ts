import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../lib/suite';

const { api, open, admin } = e2eSuite();

describe('/tarefas', () => {
  it('an admin creates and comments a task for a supervisor, who is told live, changes its status and finds it on the dashboard', async () => {
    const supervisor = await api.create('operador');
    const title = `Conferir PIX ${Date.now().toString(36)}`;

    // The supervisor is signed in on the dashboard, on a phone.
    const sup = await open({ width: 390, height: 844 });
    await api.apiLogin(sup.page, supervisor);
    await sup.page.goto('/');
    await sup.page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    const boss = await open();
    await api.apiLogin(boss.page, admin);
    await boss.page.goto('/tarefas');
    await boss.page.getByRole('button', { name: 'Nova Tarefa' }).click();
    const dialog = boss.page.getByRole('dialog', { name: 'Nova Tarefa' });
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await dialog.getByText('O título é obrigatório').waitFor();
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Descrição').fill('Três pagamentos de ontem');
    await dialog.getByRole('combobox', { name: 'Atribuir a' }).click();
    await boss.page.getByRole('option', { name: supervisor.username }).click();
    await dialog.getByRole('textbox', { name: 'Prazo' }).fill('31/12/2099');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await boss.page.getByText('Tarefa criada com sucesso!').waitFor();

    const card = boss.page.getByRole('article', { name: title });
    await expect.poll(() => card.textContent()).toContain('Prazo: 31/12/2099');
    expect(await card.textContent()).toContain(`Responsável: ${supervisor.username}`);
    await card.getByRole('button', { name: `Comentários de ${title}` }).click();
    const comments = boss.page.getByRole('dialog', { name: /Comentários/ });
    await comments.getByText('Nenhum comentário ainda').waitFor();
    await comments.getByLabel('Novo comentário').fill('Começar pelo maior valor');
    await comments.getByRole('button', { name: 'Adicionar Comentário' }).click();
    // In the list once the server has it: the textarea holds the same text until then.
    await comments.getByRole('list', { name: 'Comentários' }).getByText('Começar pelo maior valor').waitFor();
    await boss.context.close();

    // Told live, and the dashboard lists it under 'Minhas Tarefas'.
    await sup.page.getByText('Nova tarefa atribuída a você').waitFor();
    const block = sup.page.getByRole('region', { name: 'Minhas Tarefas' });
    await expect.poll(() => block.textContent()).toContain(title);
    await block.getByRole('link', { name: 'Ver Todas' }).click();
    await sup.page.waitForURL('**/tarefas');

    const mine = sup.page.getByRole('article', { name: title });
    await mine.getByRole('button', { name: `Editar ${title}` }).click();
    const edit = sup.page.getByRole('dialog', { name: 'Editar Tarefa' });
    // Not the task's creator: the supervisor changes its status only.
    expect(await edit.getByLabel('Título').isDisabled()).toBe(true);
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await sup.page.getByRole('option', { name: 'Em Andamento' }).click();
    await edit.getByRole('button', { name: 'Atualizar' }).click();
    await sup.page.getByText('Tarefa atualizada com sucesso!').waitFor();
    await expect.poll(() => mine.textContent()).toContain('Em Andamento');
    await mine.getByRole('button', { name: `Comentários de ${title}` }).click();
    await sup.page
      .getByRole('dialog', { name: /Comentários/ })
      .getByRole('list', { name: 'Comentários' })
      .getByText('Começar pelo maior valor')
      .waitFor();

    // Still open, so still on the dashboard.
    await sup.page.goto('/');
    await expect
      .poll(() => sup.page.getByRole('region', { name: 'Minhas Tarefas' }).textContent())
      .toContain('Em Andamento');
    await sup.context.close();
  });
});
