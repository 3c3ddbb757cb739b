import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shift } from '../../../test/fixtures';
import { ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const historyTable = async () =>
  (await screen.findByRole('heading', { name: 'Histórico de Expediente' })).parentElement!;
const card = (title: string) => screen.getByRole('group', { name: title });

describe('dashboard attendance history', () => {
  it("history shows 'Nenhum registro encontrado' when empty", async () => {
    renderApp('/');
    const section = await historyTable();
    expect(await within(section).findByText('Nenhum registro encontrado')).toBeInTheDocument();
    for (const column of ['Data', 'Entrada', 'Saída', 'Pausas', 'Total de Horas', 'Status']) {
      expect(within(section).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
  });

  it("break time renders as '1h 5min', '45min' or '-'", async () => {
    renderApp('/', {
      api: {
        'GET /api/attendance/history': ok([
          shift({ id: 1, break_minutes: 65 }),
          shift({ id: 2, break_minutes: 45 }),
          shift({ id: 3, break_minutes: 0 }),
        ]),
      },
    });
    const section = await historyTable();
    const rows = await within(section).findAllByRole('row');
    const breakCells = rows.slice(1).map((row) => within(row).getAllByRole('cell')[3].textContent);
    expect(breakCells).toEqual(['1h 5min', '45min', '-']);
  });

  it('rows show pt-BR date and times, total hours with 2 decimals and the status label', async () => {
    renderApp('/', {
      api: {
        'GET /api/attendance/history': ok([
          shift({ id: 1, clock_in: '2025-03-10 12:00:00', clock_out: null, total_hours: null, status: 'active' }),
          shift({ id: 2, status: 'break', clock_out: null, total_hours: null }),
          shift({ id: 3, total_hours: 7.5 }),
        ]),
      },
    });
    const section = await historyTable();
    const rows = (await within(section).findAllByRole('row')).slice(1);
    const cells = (i: number) =>
      within(rows[i])
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const local = new Date('2025-03-10T12:00:00Z');
    const time = local.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
    expect(cells(0)).toEqual([local.toLocaleDateString('pt-BR'), time, '-', '-', '-', 'Ativo']);
    expect(cells(1)[5]).toBe('Em Pausa');
    expect(cells(2)[4]).toBe('7,50h');
    expect(cells(2)[5]).toBe('Finalizado');
  });

  it('statistics: total hours, average per record, days worked and break hours', async () => {
    renderApp('/', {
      api: {
        'GET /api/attendance/history': ok([
          shift({ id: 1, clock_in: '2025-03-10T12:00:00Z', total_hours: 8, break_minutes: 65 }),
          shift({ id: 2, clock_in: '2025-03-10T20:00:00Z', total_hours: 2, break_minutes: 0 }),
          shift({ id: 3, clock_in: '2025-03-11T12:00:00Z', total_hours: 5, break_minutes: 55 }),
        ]),
      },
    });
    await screen.findAllByText('Finalizado');
    expect(card('Total de Horas')).toHaveTextContent('15,00h');
    expect(card('Média por Dia')).toHaveTextContent('5,00h');
    expect(card('Dias Trabalhados')).toHaveTextContent('2');
    expect(card('Total de Pausas')).toHaveTextContent('2,00h');
  });

  it("the period filter sends the chosen days and 'Limpar Filtros' removes them", async () => {
    const { user, server } = renderApp('/');
    await screen.findByText('Nenhum registro encontrado');
    await user.type(screen.getByRole('textbox', { name: 'Data Início' }), '01/03/2025');
    await user.type(screen.getByRole('textbox', { name: 'Data Fim' }), '31/03/2025');
    await waitFor(() => {
      const last = server.callsTo('GET /api/attendance/history').at(-1)!;
      // The shop's days, whatever the browser's zone: the server bounds them in São Paulo.
      expect(last.query.get('start_date')).toBe('2025-03-01');
      expect(last.query.get('end_date')).toBe('2025-03-31');
    });
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    expect(screen.getByLabelText('Data Início')).toHaveValue('');
    expect(screen.getByLabelText('Data Fim')).toHaveValue('');
    await waitFor(() => expect([...server.callsTo('GET /api/attendance/history').at(-1)!.query.keys()]).toEqual([]));
  });
});
