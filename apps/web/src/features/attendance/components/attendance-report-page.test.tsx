import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttendanceReport } from '@ponte/domain/attendance-report';
import { ok, type Routes } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';

const report: AttendanceReport = {
  total_hours: 18.75,
  collaborators: 2,
  average_per_collaborator: 9.38,
  open_shifts: 1,
  rows: [
    {
      user_id: 2,
      name: 'ana',
      email: 'ana@ponte.local',
      role: 'operador',
      days_worked: 2,
      shifts: 3,
      total_hours: 12.5,
      average_per_day: 6.25,
    },
    {
      user_id: 3,
      name: 'bia',
      email: 'bia@ponte.local',
      role: 'trainee',
      days_worked: 2,
      shifts: 2,
      total_hours: 6.25,
      average_per_day: 3.13,
    },
  ],
};

const open = (api: Routes = {}) =>
  renderApp('/relatorio-atendimento', { api: { 'GET /api/attendance/all': ok(report), ...api } });

describe('attendance report', () => {
  it('shows the three cards and the hours of each collaborator', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Horas por colaborador' });
    expect(screen.getByRole('group', { name: 'Total de Horas' })).toHaveTextContent('18,75h');
    expect(screen.getByRole('group', { name: 'Colaboradores' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Média por Colaborador' })).toHaveTextContent('9,38h');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Colaborador', 'Dias Trabalhados', 'Total de Horas', 'Média por Dia'],
      ['anaSupervisor · ana@ponte.local', '2', '12,50h', '6,25h'],
      ['biaTrainee · bia@ponte.local', '2', '6,25h', '3,13h'],
    ]);
  });

  it("with no shifts in the period says 'Nenhum registro encontrado'", async () => {
    open({ 'GET /api/attendance/all': ok({ ...report, rows: [], collaborators: 0, total_hours: 0 }) });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('the period goes to the server; an inverted one is flagged and not asked for', async () => {
    const { server } = open();
    await screen.findByRole('table', { name: 'Horas por colaborador' });
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '31/03/2026' } });
    await waitFor(() =>
      expect(server.callsTo('GET /api/attendance/all').at(-1)!.query.toString()).toBe(
        'start_date=2026-03-01&end_date=2026-03-31',
      ),
    );
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '01/02/2026' } });
    expect(screen.getByLabelText('Data Fim')).toHaveAccessibleDescription(
      'A data inicial deve ser anterior ou igual à data final',
    );
    expect(server.callsTo('GET /api/attendance/all').some((c) => c.query.get('end_date') === '2026-02-01')).toBe(false);
  });

  it('is an admin screen: a trainee is kept out and nothing is asked', () =>
    expectAdminOnly('/relatorio-atendimento', 'GET /api/attendance/all'));
});
