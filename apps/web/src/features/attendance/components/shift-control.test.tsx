import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const status = (state: 'none' | 'active' | 'break', clockIn: string | null = null, breakStart: string | null = null) =>
  ok({ status: state, clock_in: clockIn, attendance_id: state === 'none' ? null : 7, break_start: breakStart });

/** my-status answers `before` until the given mutation is called, then `after`. */
function statusAfter(mutation: string, before: ReturnType<typeof status>, after: ReturnType<typeof status>): Routes {
  let done = false;
  return {
    'GET /api/attendance/my-status': () => (done ? after : before),
    [mutation]: () => {
      done = true;
      return ok({ id: 7 });
    },
  };
}

describe('shift control', () => {
  it('clock-in starts the shift and the timer appears', async () => {
    const now = new Date().toISOString();
    const { user, server } = renderApp('/vendas', {
      api: statusAfter('POST /api/attendance/clock-in', status('none'), status('active', now)),
    });
    await user.click(await screen.findByRole('button', { name: 'Clock-in' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^00:00:0\d$/);
    expect(server.callsTo('POST /api/attendance/clock-in')[0].body).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Pausa' })).toBeInTheDocument();
  });

  it('the timer shows HH:MM:SS since clock_in, read as UTC without a trailing Z, and ticks every second', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2025-03-10T15:01:01Z') });
    renderApp('/vendas', { api: { 'GET /api/attendance/my-status': status('active', '2025-03-10 14:00:00') } });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('01:01:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01:01:02');
  });

  it('a clock_in in the future shows 00:00:00', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    renderApp('/vendas', { api: { 'GET /api/attendance/my-status': status('active', future) } });
    expect(await screen.findByRole('timer')).toHaveTextContent('00:00:00');
  });

  it("'Pausa' sends the reason 'Pausa' and offers resume", async () => {
    const { user, server } = renderApp('/vendas', {
      api: statusAfter(
        'POST /api/attendance/break',
        status('active', new Date().toISOString()),
        status('break', new Date().toISOString()),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Pausa' }));
    expect(await screen.findByRole('button', { name: 'Retomar' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/attendance/break')[0].body).toEqual({ reason: 'Pausa' });
    expect(screen.getByText('Em Pausa')).toBeInTheDocument();
  });

  it('resume goes back to the running timer', async () => {
    const { user } = renderApp('/vendas', {
      api: statusAfter(
        'POST /api/attendance/resume',
        status('break', new Date().toISOString()),
        status('active', new Date().toISOString()),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Retomar' }));
    await waitFor(() => expect(screen.queryByRole('timer', { name: 'Tempo de pausa' })).not.toBeInTheDocument());
    expect(screen.getByRole('timer', { name: 'Tempo de expediente' })).toBeInTheDocument();
  });

  it('during a break the shift clock keeps running and the break shows its own time', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2025-03-10T15:01:01Z') });
    renderApp('/vendas', {
      api: { 'GET /api/attendance/my-status': status('break', '2025-03-10T14:00:00Z', '2025-03-10T14:55:00Z') },
    });
    const shift = await screen.findByRole('timer', { name: 'Tempo de expediente' });
    const pause = screen.getByRole('timer', { name: 'Tempo de pausa' });
    expect(shift).toHaveTextContent('01:01:01');
    expect(pause).toHaveTextContent('00:06:01');
    expect(screen.getByText('Em Pausa')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(shift).toHaveTextContent('01:01:02');
    expect(pause).toHaveTextContent('00:06:02');
  });

  it('clock-out asks for confirmation and does nothing when refused', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, server } = renderApp('/vendas', {
      api: {
        'GET /api/attendance/my-status': status('active', new Date().toISOString()),
        'POST /api/attendance/clock-out': ok({ id: 7 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Clock-out' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja fazer clock-out?');
    expect(server.callsTo('POST /api/attendance/clock-out')).toHaveLength(0);
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('clock-out confirmed ends the shift and refreshes the history', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = renderApp('/', {
      api: statusAfter('POST /api/attendance/clock-out', status('active', new Date().toISOString()), status('none')),
    });
    await screen.findByText('Nenhum registro encontrado');
    const historyCalls = server.callsTo('GET /api/attendance/history').length;
    await user.click(await screen.findByRole('button', { name: 'Clock-out' }));
    expect(await screen.findByRole('button', { name: 'Clock-in' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/attendance/history').length).toBeGreaterThan(historyCalls));
  });

  it("a refused clock-in shows the server's error", async () => {
    const { user } = renderApp('/vendas', {
      api: { 'POST /api/attendance/clock-in': fail(409, 'Você já possui um expediente em andamento') },
    });
    await user.click(await screen.findByRole('button', { name: 'Clock-in' }));
    expect(await screen.findByText('Você já possui um expediente em andamento')).toBeInTheDocument();
  });

  it("a clock-in failure without a server message shows 'Erro ao fazer clock-in'", async () => {
    const { user } = renderApp('/vendas', { api: { 'POST /api/attendance/clock-in': { status: 502, body: null } } });
    await user.click(await screen.findByRole('button', { name: 'Clock-in' }));
    expect(await screen.findByText('Erro ao fazer clock-in')).toBeInTheDocument();
  });
});
