import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { attendanceBlockText } from '@ponte/domain/conversations';
import { escalation } from '../../../test/fixtures';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

beforeEach(() => notifications.clean());

const panelApi = (extra: Routes): Routes => ({
  'GET /api/attendance/active': ok([]),
  'GET /api/chats/waiting': ok([]),
  'GET /api/chats/stats': ok({ total: 0, active: 0, waiting: 0, closed: 0, redistributed: 0 }),
  'GET /api/users': ok([]),
  ...extra,
});

const region = () => screen.findByRole('region', { name: 'Atendimentos bloqueados' });

describe('open escalations on /painel-atendimento', () => {
  it("reads 'Nenhum atendimento bloqueado' when there is none", async () => {
    renderApp('/painel-atendimento', { api: panelApi({ 'GET /api/escalations': ok([]) }) });
    expect(await within(await region()).findByText('Nenhum atendimento bloqueado')).toBeInTheDocument();
  });

  it("lists trainee, customer, phone, blocked message and time in pt-BR; 'Liberar' releases it and the row goes", async () => {
    let open = [escalation()];
    const { user, server } = renderApp('/painel-atendimento', {
      api: panelApi({
        'GET /api/escalations': () => ok(open),
        'POST /api/escalations/5/release': () => {
          open = [];
          return ok({
            ...escalation(),
            resolved_at: '2025-03-10T16:00:00.000Z',
            released_by: 1,
            released_by_name: 'onsolutions',
          });
        },
      }),
    });
    const row = await within(await region()).findByRole('listitem', { name: 'ana → Maria Souza' });
    const local = new Date('2025-03-10T15:30:00.000Z');
    expect(row).toHaveTextContent(
      `${local.toLocaleDateString('pt-BR')} ${local.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}`,
    );
    expect(row).toHaveTextContent('+55 (11) 98888-7777');
    expect(row).toHaveTextContent('“seu idiota”');
    expect(within(row).getByRole('link', { name: 'Maria Souza' })).toHaveAttribute('href', '/usuarios/10');

    await user.click(within(row).getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByText(attendanceBlockText.released)).toBeInTheDocument();
    expect(server.callsTo('POST /api/escalations/5/release')).toHaveLength(1);
    expect(await screen.findByText('Nenhum atendimento bloqueado')).toBeInTheDocument();
  });

  it('a block someone else released first (409) says so and leaves the list', async () => {
    let open = [escalation()];
    const { user } = renderApp('/painel-atendimento', {
      api: panelApi({
        'GET /api/escalations': () => ok(open),
        'POST /api/escalations/5/release': () => {
          open = [];
          return fail(409, attendanceBlockText.alreadyReleased);
        },
      }),
    });
    const row = await within(await region()).findByRole('listitem', { name: 'ana → Maria Souza' });
    await user.click(within(row).getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByText(attendanceBlockText.alreadyReleased)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'ana → Maria Souza' })).not.toBeInTheDocument());
  });
});
