import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { passwordText, sessionText, type StaffSession } from '@ponte/domain/staff-sessions';
import { userErrorText } from '@ponte/domain/users';
import { traineeUser } from '../../../test/fixtures';
import { fail, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const here: StaffSession = {
  id: 7,
  device: 'Chrome no Windows',
  ip: '177.10.0.1',
  created_at: '2026-11-28T12:00:00.000Z',
  last_used_at: minutesAgo(0),
  current: true,
};
const phone: StaffSession = {
  id: 5,
  device: 'Safari no iPhone',
  ip: '177.10.0.2',
  created_at: '2026-11-27T09:30:00.000Z',
  last_used_at: minutesAgo(42),
  current: false,
};

describe('/minhas-sessoes (issue 33)', () => {
  it('reached from the top bar: each session with its device, address, sign-in and last use; this one marked, without a button', async () => {
    const { user } = renderApp('/', { user: traineeUser, api: { 'GET /api/sessions': ok([here, phone]) } });
    await user.click(await screen.findByRole('link', { name: sessionText.title }));
    const list = await screen.findByRole('list', { name: sessionText.title });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Chrome no Windows');
    expect(first).toHaveTextContent(sessionText.current);
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('Safari no iPhone');
    expect(second).toHaveTextContent(`${sessionText.address}: 177.10.0.2`);
    expect(second).toHaveTextContent(`${sessionText.started} 27/11/2026`);
    expect(second).toHaveTextContent(`${sessionText.lastUsed} há 42 minutos`);
  });

  it('ends one after confirming, and the others at once', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = renderApp('/minhas-sessoes', {
      api: {
        'GET /api/sessions': ok([here, phone]),
        'DELETE /api/sessions/5': ok(null),
        'POST /api/sessions/end-others': ok({ ended: 1 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: `${sessionText.end}: Safari no iPhone, 177.10.0.2` }));
    expect(confirm).toHaveBeenCalledWith(sessionText.confirmEnd);
    await waitFor(() => expect(server.callsTo('DELETE /api/sessions/5')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: sessionText.endOthers }));
    expect(confirm).toHaveBeenCalledWith(sessionText.confirmEndOthers);
    await waitFor(() => expect(server.callsTo('POST /api/sessions/end-others')).toHaveLength(1));
    expect(await screen.findByText(sessionText.endedOthers(1))).toBeInTheDocument();
  });

  it('nothing is ended when the confirmation is declined; alone, it says there is no other session', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, server } = renderApp('/minhas-sessoes', {
      api: { 'GET /api/sessions': ok([here, phone]), 'DELETE /api/sessions/5': ok(null) },
    });
    await user.click(await screen.findByRole('button', { name: `${sessionText.end}: Safari no iPhone, 177.10.0.2` }));
    expect(server.callsTo('DELETE /api/sessions/5')).toHaveLength(0);
  });

  it('alone: no button to end others, and the page says so', async () => {
    renderApp('/minhas-sessoes', { api: { 'GET /api/sessions': ok([here]) } });
    expect(await screen.findByText(sessionText.noOthers)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: sessionText.endOthers })).toBeNull();
  });
});

describe("'Alterar senha'", () => {
  const fill = async (user: ReturnType<typeof renderApp>['user'], current: string, next: string, confirm: string) => {
    const form = screen.getByRole('form', { name: passwordText.title });
    if (current) await user.type(within(form).getByLabelText(new RegExp(`^${passwordText.current}`)), current);
    if (next) await user.type(within(form).getByLabelText(new RegExp(`^${passwordText.next}`)), next);
    if (confirm) await user.type(within(form).getByLabelText(new RegExp(`^${passwordText.confirm}`)), confirm);
    await user.click(within(form).getByRole('button', { name: passwordText.submit }));
    return form;
  };

  it('refuses a mismatch and a short password on the fields, before any call', async () => {
    const { user, server } = renderApp('/minhas-sessoes', { api: { 'GET /api/sessions': ok([here]) } });
    await screen.findByText(sessionText.noOthers);
    const form = await fill(user, 'antiga-1', '123', '1234');
    expect(await within(form).findByText(userErrorText.passwordTooShort)).toBeInTheDocument();
    expect(within(form).getByText(userErrorText.passwordMismatch)).toBeInTheDocument();
    expect(server.callsTo('POST /api/me/password')).toHaveLength(0);
  });

  it('shows a wrong current password on its field; saved, it says how many sessions ended and empties the form', async () => {
    let calls = 0;
    const { user, server } = renderApp('/minhas-sessoes', {
      api: {
        'GET /api/sessions': ok([here, phone]),
        'POST /api/me/password': () =>
          ++calls === 1
            ? fail(400, passwordText.currentWrong, { current_password: passwordText.currentWrong })
            : ok({ ended: 1 }),
      },
    });
    await screen.findByRole('list', { name: sessionText.title });
    const form = await fill(user, 'errada', 'nova-senha-1', 'nova-senha-1');
    expect(await within(form).findAllByText(passwordText.currentWrong)).not.toHaveLength(0);
    expect(server.callsTo('POST /api/me/password')[0]!.body).toEqual({
      current_password: 'errada',
      new_password: 'nova-senha-1',
      confirm_password: 'nova-senha-1',
      end_other_sessions: true,
    });
    const current = within(form).getByLabelText(new RegExp(`^${passwordText.current}`));
    await user.clear(current);
    await user.type(current, 'antiga-1');
    await user.click(within(form).getByRole('checkbox', { name: new RegExp(passwordText.endOthers) }));
    await user.click(within(form).getByRole('button', { name: passwordText.submit }));
    expect(await screen.findByText(passwordText.savedEndedOthers(1))).toBeInTheDocument();
    expect(server.callsTo('POST /api/me/password')[1]!.body).toMatchObject({ end_other_sessions: false });
    await waitFor(() => expect(current).toHaveValue(''));
  });
});
