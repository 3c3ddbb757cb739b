import { describe, expect, it } from 'vitest';
import { report, seriousViolations, tinyText, withAxe } from '../lib/axe';
import { e2eSuite } from '../lib/suite';

const { open, api, admin } = e2eSuite();

const PHONE = { width: 390, height: 844 };

// Issue 18: a native <input type="date"> follows the browser's language (mm/dd/yyyy in English).
describe('date fields in an English browser', () => {
  it('a filter reads and types dd/mm/aaaa, sends YYYY-MM-DD, and its calendar is in Portuguese and keyboard operable', async () => {
    const { context, page } = await open(undefined, 'en-US');
    await withAxe(context);
    await api.apiLogin(page, admin);
    await page.goto('/relatorio-atendimento');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');

    const start = page.getByRole('textbox', { name: 'Data Início' });
    expect(await start.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    const asked = page.waitForRequest((r) => new URL(r.url()).searchParams.get('start_date') === '2026-11-05');
    await start.click();
    await start.pressSequentially('05/11/2026');
    await asked;

    const calendar = page.getByRole('dialog', { name: 'Calendário: Data Início' });
    await calendar.getByRole('button', { name: 'novembro 2026' }).waitFor();
    const weekdays = await calendar.locator('thead th').allTextContents();
    expect(weekdays.map((d) => d.toLowerCase())).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
    const findings = await seriousViolations(page, 'calendar open, desktop', '[role="dialog"]');
    findings.push(...(await tinyText(page, 'calendar open, desktop')));

    // Escape, then the keyboard alone: the calendar button, arrows, Enter.
    await start.press('Escape');
    await calendar.waitFor({ state: 'hidden' });
    const button = page.getByRole('button', { name: 'Abrir calendário: Data Início' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('5 de novembro de 2026');
    const moved = page.waitForRequest((r) => new URL(r.url()).searchParams.get('start_date') === '2026-11-13');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await moved;
    expect(await start.inputValue()).toBe('13/11/2026');
    await calendar.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Abrir calendário: Data Início',
    );

    // Emptied, the report is asked for without a first day.
    await page.getByRole('textbox', { name: 'Data Fim' }).fill('30/11/2026');
    const onlyEnd = page.waitForRequest((r) => {
      const query = new URL(r.url()).searchParams;
      return (
        r.url().includes('/api/attendance/all') && !query.has('start_date') && query.get('end_date') === '2026-11-30'
      );
    });
    await page.getByRole('button', { name: 'Limpar Data Início' }).click();
    await onlyEnd;
    expect(await start.inputValue()).toBe('');
    await context.close();
    if (findings.length) expect.fail(`critical or serious axe violations:\n${report(findings)}`);
  });

  it('on a phone the open calendar fits the screen', async () => {
    const { context, page } = await open(PHONE, 'en-US');
    await withAxe(context);
    await api.apiLogin(page, admin);
    await page.goto('/relatorio-atendimento');
    const end = page.getByRole('textbox', { name: 'Data Fim' });
    await end.click();
    const calendar = page.getByRole('dialog', { name: 'Calendário: Data Fim' });
    await calendar.waitFor();
    // Floating UI places the dropdown as it mounts, a frame before Mantine starts fading it in: once
    // the fade is over, the box stands where the person sees it.
    await expect
      .poll(() => calendar.evaluate((el) => getComputedStyle(el).opacity === '1' && el.getAnimations().length === 0))
      .toBe(true);
    const box = (await calendar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const findings = await seriousViolations(page, 'calendar open, phone', '[role="dialog"]');
    await context.close();
    if (findings.length) expect.fail(`critical or serious axe violations:\n${report(findings)}`);
  });
});
