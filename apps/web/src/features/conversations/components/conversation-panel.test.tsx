import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aiText, type AiValidation } from '@ponte/domain/ai';
import { attachmentText } from '@ponte/domain/attachments';
import { pendingText, quotedReplyText, sendOnceText, type ChatMessage } from '@ponte/domain/conversations';
import { adminUser, chatMessage, customerDetail, traineeUser } from '../../../test/fixtures';
import { fail, NETWORK_ERROR, ok, type ApiRequest, type Handler, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { APPROVED_SEND_DELAY_MS, CORRECTION_FILL_DELAY_MS, HIGH_SEVERITY_NOTICE_MS } from '../hooks/send-flow';
import { SEND_RETRY_MS } from '../hooks/use-delivery';

const SEND_STEPS = ['/api/setText', '/api/send-admin-message', '/api/users/10/toggle-bot', '/api/chats/assign'];

const validation = (overrides: Partial<AiValidation> = {}): AiValidation => ({
  valid: true,
  corrected_message: '',
  issues: [],
  suggestions: [],
  severity: 'low',
  ...overrides,
});

/** A customer whose chat grows with what send-admin-message records. */
function chatApi({
  validate = ok(validation()),
  setText = ok({ status: 'sent', log_id: 77 }),
}: { validate?: Handler; setText?: Handler } = {}): Routes {
  const messages: ChatMessage[] = [chatMessage({ id: 1, content: 'Quero um tênis' })];
  return {
    'GET /api/users/10': (req) => {
      const after = Number(req.query.get('after_id') ?? 0);
      return ok(customerDetail({}, { messages: messages.filter((m) => m.id > after) }));
    },
    'POST /api/ai/validate-message': validate,
    'POST /api/setText': setText,
    'POST /api/send-admin-message': (req) => {
      const { content } = req.body as { content: string };
      const recorded = chatMessage({
        id: messages.length + 1,
        content,
        direction: 'outgoing',
        status: 'sent',
        sender_id: 1,
        sender_name: 'onsolutions',
      });
      messages.push(recorded);
      return ok(recorded);
    },
    'POST /api/users/10/toggle-bot': ok({ bot_enabled: false, atendimento: true }),
    'POST /api/chats/assign': ok({ user_id: 10, seller_id: 1, seller_name: 'onsolutions' }),
    'POST /api/chat/notify-supervisor': ok({ id: 1 }),
  };
}

async function openChat(routes: Routes, user = adminUser) {
  // Timers are fake so the 1 s / 3 s / 5 s delays can be stepped over; they still run with real time.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const app = renderApp('/usuarios/10', { user, api: routes });
  const input = await screen.findByRole('textbox', { name: 'Mensagem' });
  return { ...app, input };
}

/** A chat whose AI checks wait: each asked check's answer is in `checks`, in order, until given. */
async function openHeldChat() {
  const checks: ((reply: ReturnType<typeof ok>) => void)[] = [];
  const app = await openChat(chatApi({ validate: () => new Promise((resolve) => checks.push(resolve)) }));
  return { ...app, checks };
}

/** Approves the held checks one after the other (each is asked once the one before is sent). */
async function approveInTurn(checks: ((reply: ReturnType<typeof ok>) => void)[], count: number) {
  for (let i = 0; i < count; i++) {
    await waitFor(() => expect(checks).toHaveLength(i + 1));
    checks[i]!(ok(validation()));
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));
  }
}

const sendCalls = (calls: ApiRequest[]) => calls.filter((c) => c.method === 'POST' && SEND_STEPS.includes(c.path));

describe('manual send flow', () => {
  it('the send button is disabled while the text is blank; Shift+Enter breaks the line without sending', async () => {
    const { user, input, server } = await openChat(chatApi());
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(input).toHaveValue('linha 1\nlinha 2');
    expect(send).toBeEnabled();
    expect(server.callsTo('POST /api/ai/validate-message')).toHaveLength(0);
  });

  it("approved: 'Mensagem aprovada pela IA', then after 1 s setText, send-admin-message, toggle-bot and assign, in order", async () => {
    const { user, input, server } = await openChat(
      chatApi({ validate: ok(validation({ corrected_message: 'Olá! Tudo bem?' })) }),
    );
    await user.type(input, 'ola tudo bem{Enter}');

    expect(await screen.findByText('Mensagem aprovada pela IA')).toBeInTheDocument();
    expect(server.callsTo('POST /api/ai/validate-message')[0].body).toEqual({ message: 'ola tudo bem' });
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(sendCalls(server.calls)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));
    await waitFor(() => expect(sendCalls(server.calls)).toHaveLength(4));
    const [setText, record, toggle, assign] = sendCalls(server.calls);
    expect(sendCalls(server.calls).map((c) => c.path)).toEqual(SEND_STEPS);
    // The AI's corrected text is the one sent.
    expect(setText.body).toEqual({ phone: '5511988887777', msg: 'Olá! Tudo bem?' });
    expect(record.body).toEqual({ user_id: 10, content: 'Olá! Tudo bem?', gateway_log_id: 77 });
    expect(toggle.body).toEqual({ enabled: false, atendimento: true });
    expect(assign.body).toEqual({ user_id: 10, seller_id: adminUser.id });

    await waitFor(() => expect(input).toHaveValue(''));
    expect(await screen.findByText('Olá! Tudo bem?')).toBeInTheDocument();
    expect(screen.queryByText('Mensagem aprovada pela IA')).not.toBeInTheDocument();
  });

  it('blocked with medium severity: shows Problemas, Sugestões and Mensagem sugerida, and the correction fills the input after 3 s', async () => {
    const blocked = validation({
      valid: false,
      corrected_message: 'Olá! Como posso ajudar?',
      issues: ['Mensagem informal demais'],
      suggestions: ['Cumprimente o cliente'],
      severity: 'medium',
    });
    const { user, input, server } = await openChat(chatApi({ validate: ok(blocked) }));
    await user.type(input, 'fala{Enter}');

    const notice = (await screen.findByText('Mensagem bloqueada')).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText('Problemas')).toBeInTheDocument();
    expect(within(notice).getByText('Mensagem informal demais')).toBeInTheDocument();
    expect(within(notice).getByText('Sugestões')).toBeInTheDocument();
    expect(within(notice).getByText('Cumprimente o cliente')).toBeInTheDocument();
    expect(within(notice).getByText('Mensagem sugerida')).toBeInTheDocument();
    expect(within(notice).getByText('Olá! Como posso ajudar?')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CORRECTION_FILL_DELAY_MS - 200));
    expect(input).toHaveValue('fala');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(input).toHaveValue('Olá! Como posso ajudar?'));
    expect(sendCalls(server.calls)).toHaveLength(0);
    expect(server.callsTo('POST /api/chat/notify-supervisor')).toHaveLength(0);
  });

  it('blocked with high severity for a trainee: the supervisor is notified and the notice clears after 5 s', async () => {
    const blocked = validation({
      valid: false,
      corrected_message: 'Mensagem educada',
      issues: ['Linguagem ofensiva'],
      suggestions: ['Seja cordial'],
      severity: 'high',
    });
    const { user, input, server } = await openChat(chatApi({ validate: ok(blocked) }), traineeUser);
    await user.type(input, 'texto grosseiro{Enter}');

    expect(await screen.findByText('Mensagem bloqueada')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/chat/notify-supervisor')).toHaveLength(1));
    expect(server.callsTo('POST /api/chat/notify-supervisor')[0].body).toEqual({
      trainee_id: traineeUser.id,
      trainee_name: traineeUser.name,
      customer_phone: '5511988887777',
      customer_name: 'Maria Souza',
      blocked_message: 'texto grosseiro',
      ai_feedback: 'Problemas: Linguagem ofensiva\nSugestões: Seja cordial',
    });

    await act(() => vi.advanceTimersByTimeAsync(HIGH_SEVERITY_NOTICE_MS));
    await waitFor(() => expect(screen.queryByText('Mensagem bloqueada')).not.toBeInTheDocument());
    // A high-severity correction is not put in the input.
    expect(input).toHaveValue('texto grosseiro');
    expect(sendCalls(server.calls)).toHaveLength(0);
  });

  it('blocked with high severity for an admin does not notify a supervisor', async () => {
    const { user, input, server } = await openChat(
      chatApi({ validate: ok(validation({ valid: false, severity: 'high', issues: ['Ofensivo'] })) }),
    );
    await user.type(input, 'texto{Enter}');
    expect(await screen.findByText('Mensagem bloqueada')).toBeInTheDocument();
    expect(server.callsTo('POST /api/chat/notify-supervisor')).toHaveLength(0);
  });

  it('when the validation call fails the message is sent anyway, as written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, input, server } = await openChat(chatApi({ validate: NETWORK_ERROR }));
    await user.type(input, 'Seu pedido saiu{Enter}');
    await waitFor(() => expect(sendCalls(server.calls)).toHaveLength(4));
    expect(server.callsTo('POST /api/setText')[0].body).toEqual({ phone: '5511988887777', msg: 'Seu pedido saiu' });
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('a failing setText is only logged: the message is still recorded, the bot paused and the chat assigned', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, input, server } = await openChat(chatApi({ setText: fail(500, 'Erro interno do servidor') }));
    await user.type(input, 'Oi Maria{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));
    await waitFor(() => expect(sendCalls(server.calls)).toHaveLength(4));
    expect(server.callsTo('POST /api/send-admin-message')[0].body).toEqual({ user_id: 10, content: 'Oi Maria' });
    expect(server.callsTo('POST /api/chats/assign')).toHaveLength(1);
    expect(error).toHaveBeenCalled();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(screen.queryByRole('alert', { name: /erro/i })).not.toBeInTheDocument();
  });
});

describe('a send that meets an outage (issue 34)', () => {
  it('is asked again with the same Idempotency-Key, and recorded with the log line of the send that went out', async () => {
    let answers = 0;
    const { user, input, server } = await openChat(
      chatApi({
        setText: () =>
          ++answers === 1
            ? fail(503, 'Serviço temporariamente indisponível. Tente novamente em instantes.')
            : ok({ status: 'sent', log_id: 77 }),
      }),
    );
    await user.type(input, 'Oi Maria{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS + SEND_RETRY_MS));
    await waitFor(() => expect(server.callsTo('POST /api/send-admin-message')).toHaveLength(1));
    const sends = server.callsTo('POST /api/setText');
    expect(sends).toHaveLength(2);
    const keys = sends.map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(server.callsTo('POST /api/send-admin-message')[0]!.body).toMatchObject({ gateway_log_id: 77 });
  });

  it('an earlier attempt still being sent (409 send_in_progress) is asked about again, not taken as a failure', async () => {
    let answers = 0;
    const { user, input, server } = await openChat(
      chatApi({
        setText: () =>
          ++answers === 1
            ? { status: 409, body: { success: false, error: sendOnceText.inProgress, code: 'send_in_progress' } }
            : ok({ status: 'sent', log_id: 78 }),
      }),
    );
    await user.type(input, 'Oi Maria{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS + SEND_RETRY_MS));
    await waitFor(() => expect(server.callsTo('POST /api/send-admin-message')).toHaveLength(1));
    expect(server.callsTo('POST /api/setText')).toHaveLength(2);
    expect(server.callsTo('POST /api/send-admin-message')[0]!.body).toMatchObject({ gateway_log_id: 78 });
  });

  it('each message has its own key', async () => {
    const { user, input, server } = await openChat(chatApi());
    await user.type(input, 'Primeira{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));
    await waitFor(() => expect(server.callsTo('POST /api/setText')).toHaveLength(1));
    await user.type(input, 'Segunda{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));
    await waitFor(() => expect(server.callsTo('POST /api/setText')).toHaveLength(2));
    const [a, b] = server.callsTo('POST /api/setText').map((c) => c.headers['idempotency-key']);
    expect(a).not.toBe(b);
  });
});

describe('message rendering', () => {
  const show = (messages: ChatMessage[]) =>
    renderApp('/usuarios/10', { api: { 'GET /api/users/10': ok(customerDetail({}, { messages })) } });

  it('an audio upload is played, with its text as transcription', async () => {
    show([chatMessage({ content: '/uploads/audio/voz.ogg;Quero dois tênis' })]);
    expect(await screen.findByText('Quero dois tênis')).toBeInTheDocument();
    const audio = document.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', '/uploads/audio/voz.ogg');
    expect(audio).toHaveAttribute('controls');
    expect(screen.getByText(/Transcrição/)).toBeInTheDocument();
  });

  it('an image upload is a linked thumbnail with its text as caption', async () => {
    show([chatMessage({ content: '/uploads/img/foto.JPG;Este modelo' })]);
    const image = await screen.findByRole('img', { name: 'Este modelo' });
    expect(image).toHaveAttribute('src', '/uploads/img/foto.JPG');
    expect(image.closest('a')).toHaveAttribute('href', '/uploads/img/foto.JPG');
    expect(screen.getByText('Este modelo')).toBeInTheDocument();
  });

  it('any other upload is a file link', async () => {
    show([chatMessage({ content: '/uploads/docs/nota-fiscal.pdf' })]);
    expect(await screen.findByRole('link', { name: 'nota-fiscal.pdf' })).toHaveAttribute(
      'href',
      '/uploads/docs/nota-fiscal.pdf',
    );
  });

  it("plain text is shown as text, never as HTML: '<b>' appears literally", async () => {
    show([chatMessage({ content: '<b>negrito</b>\nsegunda linha' })]);
    const log = await screen.findByRole('log', { name: 'Histórico de mensagens' });
    expect(await within(log).findByText(/<b>negrito<\/b>/)).toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
  });

  it('incoming messages sit on the left and outgoing on the right', async () => {
    show([
      chatMessage({ id: 1, content: 'Pergunta' }),
      chatMessage({ id: 2, content: 'Resposta', direction: 'outgoing', status: 'sent' }),
    ]);
    expect(await screen.findByRole('article', { name: 'Mensagem recebida' })).toHaveStyle({
      justifyContent: 'flex-start',
    });
    expect(screen.getByRole('article', { name: 'Mensagem enviada' })).toHaveStyle({ justifyContent: 'flex-end' });
  });

  it("an outgoing message that did not leave says so: 'gateway não configurado', 'Falha no envio'", async () => {
    show([
      chatMessage({ id: 1, content: 'Sem gateway', direction: 'outgoing', status: 'not_configured' }),
      chatMessage({ id: 2, content: 'Falhou', direction: 'outgoing', status: 'failed' }),
      chatMessage({ id: 3, content: 'Foi', direction: 'outgoing', status: 'sent' }),
    ]);
    expect(await screen.findByText('gateway não configurado')).toBeInTheDocument();
    expect(screen.getByText('Falha no envio')).toBeInTheDocument();
    expect(screen.queryByText('Enviada')).not.toBeInTheDocument();
  });

  it("an empty chat reads 'Nenhuma mensagem ainda'", async () => {
    show([]);
    expect(await screen.findByText('Nenhuma mensagem ainda')).toBeInTheDocument();
  });
});

describe('issue 31: answering a message (a WhatsApp quoted reply)', () => {
  it("'Responder' on a message shows it above the box; the send carries quoted_id to both calls and the preview goes", async () => {
    const { user, input, server } = await openChat(chatApi());
    await user.click(screen.getByRole('button', { name: `${quotedReplyText.reply}: “Quero um tênis”` }));
    const preview = screen.getByRole('group', { name: quotedReplyText.replyingTo });
    expect(within(preview).getByText('Quero um tênis')).toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.keyboard('Temos o Nike Air Max 90.{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));
    await waitFor(() => expect(server.callsTo('POST /api/send-admin-message')).toHaveLength(1));
    expect(server.callsTo('POST /api/setText')[0]!.body).toMatchObject({
      msg: 'Temos o Nike Air Max 90.',
      quoted_id: 1,
    });
    expect(server.callsTo('POST /api/send-admin-message')[0]!.body).toMatchObject({ quoted_id: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: quotedReplyText.replyingTo })).not.toBeInTheDocument(),
    );
  });

  it('Escape or the close button leaves the reply: the next text quotes nothing', async () => {
    const { user, input, server } = await openChat(chatApi());
    const reply = screen.getByRole('button', { name: `${quotedReplyText.reply}: “Quero um tênis”` });
    await user.click(reply);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: quotedReplyText.replyingTo })).not.toBeInTheDocument();
    await user.click(reply);
    await user.click(screen.getByRole('button', { name: quotedReplyText.cancel }));
    expect(screen.queryByRole('group', { name: quotedReplyText.replyingTo })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.type(input, 'Oi!{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));
    await waitFor(() => expect(server.callsTo('POST /api/setText')).toHaveLength(1));
    expect(server.callsTo('POST /api/setText')[0]!.body).not.toHaveProperty('quoted_id');
  });
});

describe('issue 31: a file from the send box', () => {
  const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
  const png = (size = 2048, name = 'foto.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

  it('picked, it shows above the box; sent with the text as its caption, then the chat is taken over', async () => {
    const routes = chatApi();
    routes['POST /api/customers/10/attachments'] = ok(
      chatMessage({ id: 9, direction: 'outgoing', content: '/uploads/a.png;Seu tênis' }),
    );
    const { user, input, server } = await openChat(routes);
    const file = png();
    await user.upload(fileInput(), file);
    expect(screen.getByRole('group', { name: 'Anexo: foto.png' })).toHaveTextContent('2 KB');
    await user.type(input, 'Seu tênis{Enter}');
    await waitFor(() => expect(server.callsTo('POST /api/chats/assign')).toHaveLength(1));
    const call = server.callsTo('POST /api/customers/10/attachments')[0]!;
    expect(call.query.get('file_name')).toBe('foto.png');
    expect(call.query.get('caption')).toBe('Seu tênis');
    expect(call.body).toBe(file);
    expect(call.headers['Content-Type']).toBe('image/png');
    expect(server.callsTo('POST /api/setText')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Anexo: foto.png' })).not.toBeInTheDocument());
    expect(input).toHaveValue('');
  });

  it('a text typed while a file uploads waits behind it: the customer gets the file first', async () => {
    let uploaded!: () => void;
    const routes = chatApi();
    routes['POST /api/customers/10/attachments'] = () =>
      new Promise((resolve) => (uploaded = () => resolve(ok(chatMessage({ id: 9, direction: 'outgoing' })))));
    const { user, input, server } = await openChat(routes);
    await user.upload(fileInput(), png());
    await user.type(input, 'A foto{Enter}');
    await waitFor(() => expect(server.callsTo('POST /api/customers/10/attachments')).toHaveLength(1));
    // The box is free while the file goes; what is sent from it waits.
    await user.type(input, 'Gostou?{Enter}');
    expect(screen.getByRole('article', { name: new RegExp(pendingText.label) })).toHaveTextContent('Gostou?');
    expect(server.callsTo('POST /api/ai/validate-message')).toHaveLength(0);
    act(() => uploaded());
    await waitFor(() => expect(server.callsTo('POST /api/ai/validate-message')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));
    await waitFor(() => expect(server.callsTo('POST /api/setText')).toHaveLength(1));
    const order = server.calls
      .filter((c) => c.path === '/api/customers/10/attachments' || c.path === '/api/setText')
      .map((c) => c.path);
    expect(order).toEqual(['/api/customers/10/attachments', '/api/setText']);
  });

  it('with a message picked to answer, the file goes as its reply (quoted_id)', async () => {
    const routes = chatApi();
    routes['POST /api/customers/10/attachments'] = ok(chatMessage({ id: 9, direction: 'outgoing' }));
    const { user, server } = await openChat(routes);
    await user.click(screen.getByRole('button', { name: `${quotedReplyText.reply}: “Quero um tênis”` }));
    await user.upload(fileInput(), png());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(server.callsTo('POST /api/customers/10/attachments')).toHaveLength(1));
    expect(server.callsTo('POST /api/customers/10/attachments')[0]!.query.get('quoted_id')).toBe('1');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: quotedReplyText.replyingTo })).not.toBeInTheDocument(),
    );
  });

  it('refuses a type or a size it cannot send before uploading, saying why; × drops a picked file', async () => {
    const { user, server } = await openChat(chatApi());
    // The picker's filter can be switched to 'all files': the type is checked again.
    const exe = new File(['x'], 'programa.exe', { type: 'application/x-msdownload' });
    fireEvent.change(fileInput(), { target: { files: { 0: exe, length: 1, item: () => exe } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(attachmentText.badType);
    await user.upload(fileInput(), png(5 * 1024 * 1024 + 1, 'grande.png'));
    expect(screen.getByText(attachmentText.tooLarge('image'))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Anexo/ })).not.toBeInTheDocument();
    await user.upload(fileInput(), png());
    await user.click(screen.getByRole('button', { name: attachmentText.remove }));
    expect(screen.queryByRole('group', { name: /Anexo/ })).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/customers/10/attachments')).toHaveLength(0);
  });

  it("a trainee's caption the server refuses (422) shows its problems and sends nothing else", async () => {
    const routes = chatApi();
    routes['POST /api/customers/10/attachments'] = fail(422, aiText.sendBlocked, {
      caption: 'Linguagem ofensiva: "idiota"',
      severity: 'high',
    });
    const { user, input, server } = await openChat(routes, traineeUser);
    await user.upload(fileInput(), png());
    await user.type(input, 'Seu idiota{Enter}');
    expect(await screen.findByText('Linguagem ofensiva: "idiota"')).toBeInTheDocument();
    expect(server.callsTo('POST /api/users/10/toggle-bot')).toHaveLength(0);
  });
});

describe('issue 31: typing never waits', () => {
  it('the box is free at once; messages waiting for their check or their second show as pending and go out in order', async () => {
    const { user, input, server, checks } = await openHeldChat();
    await user.type(input, 'Primeira{Enter}');
    // Free at once: the next one is typed while the first is being checked.
    expect(input).toHaveValue('');
    await user.type(input, 'Segunda{Enter}');
    expect(input).toHaveValue('');
    const pending = screen.getAllByRole('article', { name: new RegExp(pendingText.label) });
    expect(pending.map((el) => el.textContent)).toEqual([
      `Primeira${pendingText.checking}`,
      `Segunda${pendingText.waiting}`,
    ]);
    await approveInTurn(checks, 2);
    await waitFor(() => expect(server.callsTo('POST /api/setText')).toHaveLength(2));
    expect(server.callsTo('POST /api/setText').map((c) => (c.body as { msg: string }).msg)).toEqual([
      'Primeira',
      'Segunda',
    ]);
    await waitFor(() =>
      expect(screen.queryAllByRole('article', { name: new RegExp(pendingText.label) })).toHaveLength(0),
    );
  });

  it('closing the chat with messages still waiting sends them, in order, after the one under way', async () => {
    const { user, input, server, router, checks } = await openHeldChat();
    await user.type(input, 'Primeira{Enter}');
    await user.type(input, 'Segunda{Enter}');
    await waitFor(() => expect(checks).toHaveLength(1));
    await act(() => router.navigate('/usuarios'));
    await approveInTurn(checks, 2);
    await waitFor(() => expect(server.callsTo('POST /api/setText')).toHaveLength(2));
    expect(server.callsTo('POST /api/setText').map((c) => (c.body as { msg: string }).msg)).toEqual([
      'Primeira',
      'Segunda',
    ]);
  });

  it('a blocked message stops the queue: it and those behind it come back to the box, before what was being typed', async () => {
    const { user, input, server, checks } = await openHeldChat();
    await user.type(input, 'fala{Enter}');
    await user.type(input, 'tudo certo?{Enter}');
    await user.type(input, 'rascunho');
    await waitFor(() => expect(checks).toHaveLength(1));
    checks[0]!(ok(validation({ valid: false, severity: 'medium', issues: ['Informal'], corrected_message: 'Olá!' })));
    expect(await screen.findByText('Mensagem bloqueada')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('fala\ntudo certo?\nrascunho'));
    // The correction does not replace text the writer had typed.
    await act(() => vi.advanceTimersByTimeAsync(CORRECTION_FILL_DELAY_MS));
    expect(input).toHaveValue('fala\ntudo certo?\nrascunho');
    expect(server.callsTo('POST /api/setText')).toHaveLength(0);
    expect(checks).toHaveLength(1);
    expect(screen.queryAllByRole('article', { name: new RegExp(pendingText.label) })).toHaveLength(0);
  });
});
