import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionText } from '@ponte/domain/staff-sessions';
import { twoFactorText, type TwoFactorStatus } from '@ponte/domain/two-factor';
import { adminUser, traineeUser } from '../../../test/fixtures';
import { fail, ok } from '../../../test/mock-api';
import { renderApp, shellRoutes } from '../../../test/render-app';

const status = (over: Partial<TwoFactorStatus> = {}): TwoFactorStatus => ({
  enabled: false,
  recovery_codes_left: 0,
  required: false,
  ...over,
});
const setup = {
  secret: 'ABCD EFGH IJKL MNOP',
  otpauth_url: 'otpauth://totp/x',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

describe('two-factor sign-in (issue 33)', () => {
  it('the password step asks for the code, which signs in; a wrong code says so and keeps the step', async () => {
    let calls = 0;
    const { user, server, router } = renderApp('/login', {
      user: null,
      api: {
        ...shellRoutes(traineeUser),
        'POST /api/login': { status: 200, body: { success: true, two_factor: true, challenge: 'desafio' } },
        'POST /api/login/two-factor': () =>
          ++calls === 1
            ? fail(400, twoFactorText.codeInvalid, { code: twoFactorText.codeInvalid })
            : { status: 200, body: { success: true, token: 'novo-token', user: traineeUser } },
      },
    });
    await user.type(await screen.findByLabelText('Usuário'), 'ana');
    await user.type(screen.getByLabelText('Senha'), 'senha-1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const code = await screen.findByLabelText(twoFactorText.code);
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('button', { name: twoFactorText.loginVerify }));
    expect(screen.getByRole('alert')).toHaveTextContent(twoFactorText.codeRequired);
    expect(server.callsTo('POST /api/login/two-factor')).toHaveLength(0);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: twoFactorText.loginVerify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorText.codeInvalid);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: twoFactorText.loginVerify }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.callsTo('POST /api/login/two-factor')[1]!.body).toEqual({ challenge: 'desafio', code: '654321' });
    expect(localStorage.getItem('token')).toBe('novo-token');
  });

  it('an expired step goes back to the password with the reason', async () => {
    const { user } = renderApp('/login', {
      user: null,
      api: {
        'POST /api/login': { status: 200, body: { success: true, two_factor: true, challenge: 'velho' } },
        'POST /api/login/two-factor': {
          status: 401,
          body: { success: false, error: twoFactorText.challengeExpired, code: 'two_factor_challenge_expired' },
        },
      },
    });
    await user.type(await screen.findByLabelText('Usuário'), 'ana');
    await user.type(screen.getByLabelText('Senha'), 'senha-1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await user.type(await screen.findByLabelText(twoFactorText.code), '123456');
    await user.click(screen.getByRole('button', { name: twoFactorText.loginVerify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorText.challengeExpired);
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
  });

  it('required and not yet on: the sign-in leads to enrolment, which ends on the recovery codes and then the dashboard', async () => {
    const { user, router } = renderApp('/login', {
      user: null,
      api: {
        ...shellRoutes(adminUser),
        'POST /api/login': {
          status: 200,
          body: { success: true, token: 't', user: adminUser, two_factor_setup_required: true },
        },
        'POST /api/me/two-factor/setup': ok(setup),
        'POST /api/me/two-factor/enable': ok({ recovery_codes: codes }),
      },
    });
    await user.type(await screen.findByLabelText('Usuário'), 'onsolutions');
    await user.type(screen.getByLabelText('Senha'), 'senha-1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(twoFactorText.setupRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: twoFactorText.enable }));
    expect(await screen.findByRole('img', { name: twoFactorText.qrAlt })).toHaveAttribute('src', setup.qr_code);
    expect(screen.getByText(setup.secret)).toBeInTheDocument();
    await user.type(screen.getByLabelText(twoFactorText.code), '123456');
    await user.click(screen.getByRole('button', { name: twoFactorText.confirm }));
    const list = await screen.findByRole('list', { name: twoFactorText.recoveryTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    await user.click(screen.getByRole('button', { name: twoFactorText.recoveryDone }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe("'Verificação em duas etapas' on /minhas-sessoes", () => {
  it('enrolled there: the recovery codes stay on screen through a refresh of the status, until they are saved', async () => {
    let enabled = false;
    const { user, queryClient } = renderApp('/minhas-sessoes', {
      api: {
        'GET /api/sessions': ok([]),
        'GET /api/me/two-factor': () => ok(status({ enabled, recovery_codes_left: enabled ? 10 : 0 })),
        'POST /api/me/two-factor/setup': ok(setup),
        'POST /api/me/two-factor/enable': () => {
          enabled = true;
          return ok({ recovery_codes: codes });
        },
      },
    });
    const card = await screen.findByRole('region', { name: twoFactorText.title });
    await user.click(await within(card).findByRole('button', { name: twoFactorText.enable }));
    await user.type(await within(card).findByLabelText(twoFactorText.code), '123456');
    await user.click(within(card).getByRole('button', { name: twoFactorText.confirm }));
    await within(card).findByRole('list', { name: twoFactorText.recoveryTitle });
    // The window regains focus, say: the status is read again and says it is on.
    await act(() => queryClient.invalidateQueries());
    expect(within(card).getByRole('list', { name: twoFactorText.recoveryTitle })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: twoFactorText.recoveryDone }));
    expect(await within(card).findByText(twoFactorText.recoveryLeft(10))).toBeInTheDocument();
    expect(within(card).getByText(twoFactorText.on)).toBeInTheDocument();
  });

  it('on: says how many recovery codes are left; new ones need a code; off needs a code too', async () => {
    const { user, server } = renderApp('/minhas-sessoes', {
      api: {
        'GET /api/sessions': ok([]),
        'GET /api/me/two-factor': ok(status({ enabled: true, recovery_codes_left: 7 })),
        'POST /api/me/two-factor/recovery-codes': ok({ recovery_codes: codes }),
        'POST /api/me/two-factor/disable': ok(null),
      },
    });
    const card = await screen.findByRole('region', { name: twoFactorText.title });
    expect(await within(card).findByText(twoFactorText.recoveryLeft(7))).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: twoFactorText.regenerate }));
    await user.type(within(card).getByLabelText(twoFactorText.code), '123456');
    await user.click(within(card).getByRole('button', { name: twoFactorText.regenerate }));
    expect(await within(card).findByRole('list', { name: twoFactorText.recoveryTitle })).toBeInTheDocument();
    expect(server.callsTo('POST /api/me/two-factor/recovery-codes')[0]!.body).toEqual({ code: '123456' });
    await user.click(within(card).getByRole('button', { name: twoFactorText.recoveryDone }));
    await user.click(within(card).getByRole('button', { name: twoFactorText.disable }));
    await user.type(within(card).getByLabelText(twoFactorText.code), '111111');
    await user.click(within(card).getByRole('button', { name: twoFactorText.disable }));
    await waitFor(() => expect(server.callsTo('POST /api/me/two-factor/disable')).toHaveLength(1));
  });

  it("new codes without a code say 'Informe o código de verificação'; a wrong one says 'Código inválido'; 'Cancelar' clears both", async () => {
    const { user, server } = renderApp('/minhas-sessoes', {
      api: {
        'GET /api/sessions': ok([]),
        'GET /api/me/two-factor': ok(status({ enabled: true, recovery_codes_left: 7 })),
        'POST /api/me/two-factor/recovery-codes': fail(400, twoFactorText.codeInvalid, {
          code: twoFactorText.codeInvalid,
        }),
      },
    });
    const card = await screen.findByRole('region', { name: twoFactorText.title });
    await user.click(await within(card).findByRole('button', { name: twoFactorText.regenerate }));
    const form = within(card).getByRole('form', { name: twoFactorText.regenerate });
    await user.click(within(form).getByRole('button', { name: twoFactorText.regenerate }));
    expect(within(form).getByRole('alert')).toHaveTextContent(twoFactorText.codeRequired);
    expect(server.callsTo('POST /api/me/two-factor/recovery-codes')).toHaveLength(0);
    await user.type(within(form).getByLabelText(twoFactorText.code), '000000');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: twoFactorText.regenerate }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(twoFactorText.codeInvalid);
    expect(server.callsTo('POST /api/me/two-factor/recovery-codes')[0]!.body).toEqual({ code: '000000' });
    await user.click(within(form).getByRole('button', { name: twoFactorText.cancel }));
    await user.click(within(card).getByRole('button', { name: twoFactorText.regenerate }));
    expect(within(card).getByLabelText(twoFactorText.code)).toHaveValue('');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("enrolling with a wrong code says 'Código inválido' above and under the field", async () => {
    const { user } = renderApp('/minhas-sessoes', {
      api: {
        'GET /api/sessions': ok([]),
        'GET /api/me/two-factor': ok(status()),
        'POST /api/me/two-factor/setup': ok(setup),
        'POST /api/me/two-factor/enable': fail(400, twoFactorText.codeInvalid, { code: twoFactorText.codeInvalid }),
      },
    });
    const card = await screen.findByRole('region', { name: twoFactorText.title });
    await user.click(await within(card).findByRole('button', { name: twoFactorText.enable }));
    const code = await within(card).findByLabelText(twoFactorText.code);
    await user.type(code, '123456');
    await user.click(within(card).getByRole('button', { name: twoFactorText.confirm }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(twoFactorText.codeInvalid);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(twoFactorText.codeInvalid);
  });

  it('required of the role: no button to turn it off', async () => {
    renderApp('/minhas-sessoes', {
      api: {
        'GET /api/sessions': ok([]),
        'GET /api/me/two-factor': ok(status({ enabled: true, recovery_codes_left: 10, required: true })),
      },
    });
    const card = await screen.findByRole('region', { name: twoFactorText.title });
    await within(card).findByText(twoFactorText.recoveryLeft(10));
    expect(within(card).queryByRole('button', { name: twoFactorText.disable })).toBeNull();
    expect(screen.getByText(sessionText.noOthers)).toBeInTheDocument();
  });
});

describe('the admin side', () => {
  it("the switch on /gerenciar-usuarios saves the requirement; 'Sessões' resets a member's second factor after confirming", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = renderApp('/gerenciar-usuarios', {
      api: {
        'GET /api/users-list': { status: 200, body: { success: true, users: [] } },
        'GET /api/two-factor/policy': ok({ required: false }),
        'PUT /api/two-factor/policy': ok({ required: true }),
      },
    });
    const toggle = await screen.findByRole('switch', { name: new RegExp(twoFactorText.policyLabel) });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(server.callsTo('PUT /api/two-factor/policy')[0]?.body).toEqual({ required: true }));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('an admin without it is told to turn on their own first; the switch stays off', async () => {
    const { user } = renderApp('/gerenciar-usuarios', {
      api: {
        'GET /api/users-list': { status: 200, body: { success: true, users: [] } },
        'GET /api/two-factor/policy': ok({ required: false }),
        'PUT /api/two-factor/policy': fail(409, twoFactorText.requireOwnFirst),
      },
    });
    const toggle = await screen.findByRole('switch', { name: new RegExp(twoFactorText.policyLabel) });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText(twoFactorText.requireOwnFirst)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});
