import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aiText } from '@ponte/domain/ai';
import { attendanceBlockText, type AttendanceBlock } from '@ponte/domain/conversations';
import { adminUser, chatMessage, customerDetail, escalation, traineeUser } from '../../../test/fixtures';
import { lastSocket } from '../../../test/fake-socket';
import { fail, ok, type Handler, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { APPROVED_SEND_DELAY_MS } from '../hooks/send-flow';

const BLOCK: AttendanceBlock = {
  escalation_id: 5,
  blocked_message: 'seu idiota',
  created_at: '2025-03-10T15:00:00.000Z',
};
const approved = ok({ valid: true, corrected_message: '', issues: [], suggestions: [], severity: 'low' });

/** The trainee's chat with customer 10; `state.block` is what the server says about the block right now. */
function trainee(routes: { setText?: Handler; validate?: Handler } = {}) {
  const state: { block: AttendanceBlock | null } = { block: null };
  const api: Routes = {
    'GET /api/users/10': () => ok(customerDetail({}, { messages: [chatMessage()], attendance_block: state.block })),
    'POST /api/ai/validate-message': routes.validate ?? approved,
    'POST /api/setText': routes.setText ?? ok({ status: 'sent', log_id: 1 }),
    'POST /api/send-admin-message': ok(chatMessage({ id: 2, direction: 'outgoing' })),
    'POST /api/users/10/toggle-bot': ok({ bot_enabled: false, atendimento: true }),
    'POST /api/chats/assign': ok({}),
    'POST /api/chat/notify-supervisor': () => {
      state.block = BLOCK;
      return ok({ id: 5 });
    },
  };
  return { state, api };
}

const open = (api: Routes) => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return renderApp('/usuarios/10', { user: traineeUser, api });
};

describe("a trainee's conversation blocked by the server", () => {
  it("shows 'Atendimento bloqueado...' with the blocked text and no send box; released by a supervisor, the send box comes back", async () => {
    const { state, api } = trainee();
    state.block = BLOCK;
    open(api);
    expect(await screen.findByText(attendanceBlockText.blocked)).toBeInTheDocument();
    expect(screen.getByText('Mensagem bloqueada: “seu idiota”')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();
    // Only a supervisor lifts this block: the trainee has no button for it.
    expect(screen.queryByRole('button', { name: 'Limpar e tentar novamente' })).not.toBeInTheDocument();

    state.block = null;
    act(() => void lastSocket().emit('escalation:released', { id: 5, customer_id: 10 }));
    expect(await screen.findByRole('textbox', { name: 'Mensagem' })).toBeInTheDocument();
    expect(screen.queryByText(attendanceBlockText.blocked)).not.toBeInTheDocument();
  });

  it('a long blocked message is cut to three lines on screen, whole for screen readers and in its tooltip', async () => {
    const long = 'palavra '.repeat(300).trim();
    const { state, api } = trainee();
    state.block = { ...BLOCK, blocked_message: long };
    open(api);
    const text = await screen.findByText(`Mensagem bloqueada: “${long}”`);
    expect(text).toHaveAttribute('data-line-clamp');
    expect(text.style.getPropertyValue('--text-line-clamp')).toBe('3');
    expect(text).toHaveAttribute('title', long);
  });

  it("after the screen's high-severity check, the supervisor is told and the server's block shows", async () => {
    const { api } = trainee({
      validate: ok({ valid: false, corrected_message: '', issues: ['Ofensivo'], suggestions: [], severity: 'high' }),
    });
    const { user } = open(api);
    await user.type(await screen.findByRole('textbox', { name: 'Mensagem' }), 'seu idiota{Enter}');
    expect(await screen.findByText(attendanceBlockText.blocked)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();
  });

  it('a send the server refuses (422) shows its problems, records nothing and shows the block', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { state, api } = trainee();
    api['POST /api/setText'] = () => {
      state.block = BLOCK;
      return fail(422, aiText.sendBlocked, {
        msg: 'Linguagem ofensiva: "idiota"',
        severity: 'high',
        suggestions: 'Seja cordial',
      });
    };
    const { user, server } = open(api);
    await user.type(await screen.findByRole('textbox', { name: 'Mensagem' }), 'seu idiota{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));

    expect(await screen.findByText('Linguagem ofensiva: "idiota"')).toBeInTheDocument();
    expect(screen.getByText('Seja cordial')).toBeInTheDocument();
    expect(await screen.findByText(attendanceBlockText.blocked)).toBeInTheDocument();
    expect(server.callsTo('POST /api/send-admin-message')).toHaveLength(0);
    expect(server.callsTo('POST /api/users/10/toggle-bot')).toHaveLength(0);
    expect(server.callsTo('POST /api/chats/assign')).toHaveLength(0);
  });

  it('a send refused because the conversation is blocked (423) stops there and shows the block', async () => {
    const { state, api } = trainee();
    api['POST /api/setText'] = () => {
      state.block = BLOCK;
      return fail(423, attendanceBlockText.blocked);
    };
    const { user, server } = open(api);
    await user.type(await screen.findByRole('textbox', { name: 'Mensagem' }), 'Olá!{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));
    expect(await screen.findByText(attendanceBlockText.blocked)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/setText')).toHaveLength(1));
    expect(server.callsTo('POST /api/send-admin-message')).toHaveLength(0);
  });
});

describe("issue 31: a supervisor or an admin on a blocked trainee's customer", () => {
  it("sees who is blocked and what the AI stopped, and 'Liberar atendimento' lifts it", async () => {
    let blocks = [escalation()];
    const api: Routes = {
      'GET /api/users/10': () => ok(customerDetail({}, { messages: [chatMessage()], open_blocks: blocks })),
      'POST /api/escalations/5/release': () => {
        blocks = [];
        return ok(escalation({ resolved_at: '2025-03-10T16:00:00.000Z', released_by: 1 }));
      },
    };
    const { user, server } = renderApp('/usuarios/10', { user: adminUser, api });
    const block = await screen.findByRole('region', { name: attendanceBlockText.heldBy('ana') });
    expect(within(block).getByText('Mensagem bloqueada: “seu idiota”')).toBeInTheDocument();
    expect(within(block).getByText('Problemas: Linguagem ofensiva')).toBeInTheDocument();
    // The supervisor's own send box stays: the block holds the trainee only.
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toBeInTheDocument();

    within(block).getByRole('button', { name: attendanceBlockText.release }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(attendanceBlockText.released)).toBeInTheDocument();
    expect(server.callsTo('POST /api/escalations/5/release')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: attendanceBlockText.heldBy('ana') })).not.toBeInTheDocument(),
    );
  });

  it('a block another supervisor released first (409) says so and goes', async () => {
    let blocks = [escalation()];
    const api: Routes = {
      'GET /api/users/10': () => ok(customerDetail({}, { messages: [chatMessage()], open_blocks: blocks })),
      'POST /api/escalations/5/release': () => {
        blocks = [];
        return fail(409, attendanceBlockText.alreadyReleased);
      },
    };
    const { user } = renderApp('/usuarios/10', { user: adminUser, api });
    const block = await screen.findByRole('region', { name: attendanceBlockText.heldBy('ana') });
    await user.click(within(block).getByRole('button', { name: attendanceBlockText.release }));
    expect(await screen.findByText(attendanceBlockText.alreadyReleased)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: attendanceBlockText.heldBy('ana') })).not.toBeInTheDocument(),
    );
  });
});
