import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../lib/suite';

const { api, open, admin } = e2eSuite();

describe('/configuracao-comissoes and /comissoes', () => {
  it('an admin adds a rule and switches it off and on; a trainee computes a commission with it; the admin deletes it', async () => {
    const name = `Faixa E2E ${Date.now().toString(36)}`;
    // A range no other rule of the run covers, so this rule is the first match.
    const { context, page } = await open();
    await api.apiLogin(page, admin);
    await page.goto('/configuracao-comissoes');
    const form = page.getByRole('form', { name: 'Nova Regra' });
    await form.getByRole('button', { name: 'Adicionar Regra' }).click();
    await form.getByText('Informe o nome da regra').waitFor();
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Valor Mínimo (US$)').fill('987654');
    await form.getByLabel('Valor Máximo (US$)').fill('987655');
    await form.getByLabel('Porcentagem (%)').fill('2.5');
    await form.getByRole('button', { name: 'Adicionar Regra' }).click();
    await page.getByText('Regra criada com sucesso!').waitFor();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.textContent()).toContain('$987,654.00 – $987,655.00');

    // The toasts sit at the bottom right, over the last rows when the table is long: the
    // keyboard reaches the button under them (the names read 'Ativa, desativar …', docs/0031).
    await row.getByRole('button', { name: `Ativa, desativar ${name}` }).press('Enter');
    await row.getByText('Inativa').waitFor();
    await row.getByRole('button', { name: `Inativa, ativar ${name}` }).press('Enter');
    await row.getByText('Ativa', { exact: true }).waitFor();
    await context.close();

    const trainee = await api.create('trainee');
    const seller = await open({ width: 390, height: 844 });
    await api.apiLogin(seller.page, trainee);
    await seller.page.goto('/comissoes');
    const calculator = seller.page.getByRole('form', { name: 'Calculadora de Comissão' });
    await calculator.getByLabel('Valor da venda (US$)').fill('987654.4');
    await calculator.getByRole('button', { name: 'Calcular' }).click();
    const result = calculator.getByRole('status');
    await expect.poll(() => result.textContent()).toContain(`Regra aplicada: ${name}`);
    expect(await result.textContent()).toContain('$24,691.36');
    await seller.context.close();

    const again = await open();
    await api.apiLogin(again.page, admin);
    await again.page.goto('/configuracao-comissoes');
    again.page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Tem certeza que deseja deletar esta regra?');
      void dialog.accept();
    });
    await again.page.getByRole('button', { name: `Deletar ${name}` }).click();
    await again.page.getByText('Regra deletada com sucesso!').waitFor();
    await expect.poll(() => again.page.getByRole('row', { name: new RegExp(name) }).count()).toBe(0);
    await again.context.close();
  });
});
