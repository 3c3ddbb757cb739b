import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../lib/suite';

const { api, open } = e2eSuite();

describe('work shift from the top bar', () => {
  it('a trainee clocks in, sees the timer run, pauses, resumes, confirms the clock-out and finds the shift with its break', async () => {
    const trainee = await api.create('trainee');
    const { context, page } = await open();
    await api.apiLogin(page, trainee);
    await page.goto('/');
    await page.getByText('Nenhum registro encontrado').waitFor();

    await page.getByRole('button', { name: 'Clock-in' }).click();
    const timer = page.getByRole('timer', { name: 'Tempo de expediente' });
    await timer.waitFor();
    const first = await timer.innerText();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await page.waitForFunction((start) => document.querySelector('[role="timer"]')?.textContent !== start, first);

    await page.getByRole('button', { name: 'Pausa' }).click();
    await page.getByText('Em Pausa').first().waitFor();
    await page.getByRole('button', { name: 'Retomar' }).click();
    await page.getByRole('button', { name: 'Pausa' }).waitFor();

    // Refusing the confirmation keeps the shift open.
    page.once('dialog', (d) => d.dismiss());
    await page.getByRole('button', { name: 'Clock-out' }).click();
    await page.getByRole('button', { name: 'Pausa' }).waitFor();

    let message = '';
    page.once('dialog', (d) => {
      message = d.message();
      void d.accept();
    });
    await page.getByRole('button', { name: 'Clock-out' }).click();
    await page.getByRole('button', { name: 'Clock-in' }).waitFor();
    expect(message).toBe('Tem certeza que deseja fazer clock-out?');

    const row = page.getByRole('row', { name: /Finalizado/ });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    // Data, Entrada, Saída, Pausas, Total de Horas, Status
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(cells[3]).toBe('0min');
    expect(cells[4]).toBe('0,00h');
    expect(cells[5]).toBe('Finalizado');

    const session = await api.login(trainee.username, trainee.password);
    const history = await api.call('GET', '/api/attendance/history', undefined, session.token);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ status: 'finished', break_count: 1 });
    await context.close();
  });

  it('a second clock-in from another tab is refused with the server message', async () => {
    const trainee = await api.create('trainee');
    const { context, page } = await open();
    await api.apiLogin(page, trainee);
    await page.goto('/');
    const clockIn = page.getByRole('button', { name: 'Clock-in' });
    await clockIn.waitFor();
    const session = await api.login(trainee.username, trainee.password);
    await api.call('POST', '/api/attendance/clock-in', undefined, session.token);
    await clockIn.click();
    await page.getByText('Você já possui um expediente em andamento').waitFor();
    await context.close();
  });
});
