import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../lib/suite';

const { api, open, admin } = e2eSuite();

describe('/configuracoes (Meta Pixel)', () => {
  it('refuses a short Pixel ID, saves a 15-digit one and shows the access token only masked', async () => {
    const { context, page } = await open();
    await api.apiLogin(page, admin);
    await page.goto('/configuracoes');
    const pixel = page.getByLabel('Pixel ID');
    await pixel.fill('12345');
    await page.getByLabel('Access Token').fill('EAAB-token-secreto-9876');
    await page.getByRole('button', { name: 'Salvar Meta Pixel' }).click();
    await page.getByText('O Pixel ID deve ter 15 ou 16 dígitos numéricos').first().waitFor();

    await pixel.fill('123456789012345');
    await page.getByRole('button', { name: 'Salvar Meta Pixel' }).click();
    await page.getByText('Configurações salvas com sucesso!').waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel('Pixel ID').inputValue()).toBe('123456789012345');
    const token = await page.getByLabel('Access Token').inputValue();
    expect(token).toMatch(/^•+9876$/);
    const saved = await api.call('GET', '/api/configurations');
    expect(JSON.stringify(saved.body)).not.toContain('EAAB-token-secreto-9876');
    await context.close();
  });
});
