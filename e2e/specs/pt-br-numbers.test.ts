import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../lib/suite';

const { api, open, admin } = e2eSuite();

type Rule = { id: number; name: string; min_value: number; max_value: number | null; percentage: number };
type Plan = { id: number; name: string; price_monthly: number; max_weight_kg: number; shipping_discount: number };

/**
 * Issue 28: in a pt-BR Chromium, numbers typed the Brazilian way mean what the person meant.
 * Chromium's own number input dropped the comma of '2,5' and saved 25 %.
 */
describe('numbers typed the Brazilian way (pt-BR browser)', () => {
  it("a rule typed '2,5' % from '1.234.560,10' saves 2.5 % from 1234560.10; '2,555' is refused on the field", async () => {
    const name = `Regra pt-BR ${Date.now().toString(36)}`;
    const { context, page } = await open();
    await api.apiLogin(page, admin);
    await page.goto('/configuracao-comissoes');
    const form = page.getByRole('form', { name: 'Nova Regra' });
    await form.getByLabel('Nome').fill(name);
    // Typed key by key, as a person does.
    await form.getByLabel('Valor Mínimo (US$)').pressSequentially('1.234.560,1');
    await form.getByLabel('Porcentagem (%)').pressSequentially('2,555');
    await form.getByRole('button', { name: 'Adicionar Regra' }).click();
    await form.getByText('Use no máximo 2 casas decimais').waitFor();
    expect((await api.call('GET', '/api/commissions/rules')).body.data.some((r: Rule) => r.name === name)).toBe(false);

    await form.getByLabel('Porcentagem (%)').fill('');
    await form.getByLabel('Porcentagem (%)').pressSequentially('2,5');
    // Left, the minimum shows what it was read as.
    await expect.poll(() => form.getByLabel('Valor Mínimo (US$)').inputValue()).toBe('1.234.560,10');
    await form.getByRole('button', { name: 'Adicionar Regra' }).click();
    await page.getByText('Regra criada com sucesso!').waitFor();
    const rule = (await api.call('GET', '/api/commissions/rules')).body.data.find((r: Rule) => r.name === name) as Rule;
    expect([rule.min_value, rule.max_value, rule.percentage]).toEqual([1234560.1, null, 2.5]);

    // The calculator reads '1.234.999,99' as the sale it is and names the rule it used.
    await page.goto('/comissoes');
    const calculator = page.getByRole('form', { name: 'Calculadora de Comissão' });
    await calculator.getByLabel('Valor da venda (US$)').pressSequentially('1.234.999,99');
    await calculator.getByRole('button', { name: 'Calcular' }).click();
    const result = calculator.getByRole('status');
    await expect.poll(() => result.textContent()).toContain(`Regra aplicada: ${name}`);
    expect(await result.textContent()).toContain('Comissão sobre $1,234,999.99: $30,875.00');
    await api.call('DELETE', `/api/commissions/rules/${rule.id}`);
    await context.close();
  });

  it("a plan typed '2,50' a month and '1.234,56' of shipping saves US$ 2.50 and US$ 1,234.56", async () => {
    const name = `Plano pt-BR ${Date.now().toString(36)}`;
    const { context, page } = await open({ width: 390, height: 844 });
    await api.apiLogin(page, admin);
    await page.goto('/assinaturas');
    await page.getByRole('button', { name: 'Nova Assinatura' }).click();
    const form = page.getByRole('form', { name: 'Nova Assinatura' });
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Preço mensal (USD)').pressSequentially('2,50');
    await form.getByLabel('Peso máximo (kg)').pressSequentially('2,5');
    await form.getByLabel('Taxa de frete (USD)').pressSequentially('1.234,56');
    await form.getByRole('button', { name: 'Criar Assinatura' }).click();
    await page.getByRole('article', { name }).getByText('$2.50').waitFor();
    const plan = (await api.call('GET', '/api/subscriptions')).body.data.find((p: Plan) => p.name === name) as Plan;
    expect([plan.price_monthly, plan.max_weight_kg, plan.shipping_discount]).toEqual([2.5, 2.5, 1234.56]);
    await api.call('DELETE', `/api/subscriptions/${plan.id}`);
    await context.close();
  });
});
