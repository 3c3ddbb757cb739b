import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import type { EvolutionSettingsView, GatewayLogEntry } from '@ponte/domain/gateway';
import { lastSocket } from '../../../test/fake-socket';
import { fail, ok, type Reply, type Routes } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';

// Mantine keeps shown notifications in a module-level store: start each test with none.
beforeEach(() => notifications.clean());
const stored: EvolutionSettingsView = {
  evolution_api_enabled: true,
  evolution_api_url: 'https://evo.example.com',
  evolution_instance: 'ponte',
  evolution_api_key: '••••••••abcd',
  evolution_api_key_set: true,
  evolution_instance_token: '••••••••t0k3',
  evolution_instance_token_set: true,
  evolution_api_version: 'v2',
  evolution_server_version: '',
  webhook_chat_url: 'https://bot.example.com/hook',
  bot_api_key: '••••••••wxyz',
  inbound_webhook_path: '/api/webhook/evolution',
  webhook_secret: '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c0e2b4d6f8a1c3e5b',
  connection: { state: 'open', since: '2025-03-10T12:00:00.000Z' },
};

const logEntry = (overrides: Partial<GatewayLogEntry> = {}): GatewayLogEntry => ({
  id: 1,
  timestamp: '2025-03-10T15:04:05.000Z',
  direction: 'outgoing',
  status: 'sent',
  phone: '5511988887777',
  message: 'Olá, sua lista está pronta',
  error: null,
  instance: 'ponte',
  ...overrides,
});

const gatewayApi = (extra: Routes = {}): Routes => ({
  'GET /api/evolution/settings': ok(stored),
  'PUT /api/evolution/settings': ok(stored),
  'GET /api/evolution/logs': ok([]),
  ...extra,
});

/** A reply the test releases when it wants, to see what the screen shows meanwhile. */
function deferred() {
  let release!: (reply: Reply) => void;
  const promise = new Promise<Reply>((resolve) => (release = resolve));
  return { handler: () => promise, release };
}

// The first visit loads the screen's chunk, which can take a moment on a busy machine.
const loaded = () => screen.findByLabelText('URL da API');

describe('Evolution API settings', () => {
  it('settings load from the server and saving sends the masked API key back unchanged', async () => {
    const { user, server } = renderApp('/evolution', { api: gatewayApi() });
    expect(await loaded()).toHaveValue('https://evo.example.com');
    expect(screen.getByLabelText('Nome da instância')).toHaveValue('ponte');
    expect(screen.getByLabelText('Chave da API')).toHaveValue('••••••••abcd');
    expect(screen.getByLabelText('URL do webhook do chat')).toHaveValue('https://bot.example.com/hook');
    expect(screen.getByText('URL para onde as mensagens do chat são enviadas')).toBeInTheDocument();
    expect(screen.getByLabelText('Habilitar integração com a Evolution API')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/evolution/settings')[0].body).toEqual({
      evolution_api_enabled: true,
      evolution_api_url: 'https://evo.example.com',
      evolution_instance: 'ponte',
      evolution_api_key: '••••••••abcd',
      evolution_instance_token: '••••••••t0k3',
      evolution_api_version: 'v2',
      webhook_chat_url: 'https://bot.example.com/hook',
    });
  });

  it('a key typed over the masked one replaces it', async () => {
    const { user, server } = renderApp('/evolution', { api: gatewayApi() });
    await loaded();
    const key = screen.getByLabelText('Chave da API');
    await user.clear(key);
    await user.type(key, 'nova-chave');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await screen.findByText('Configurações salvas com sucesso!');
    expect(server.callsTo('PUT /api/evolution/settings')[0].body).toMatchObject({ evolution_api_key: 'nova-chave' });
  });

  it('a URL without http:// or https:// is refused before any call', async () => {
    const { user, server } = renderApp('/evolution', { api: gatewayApi() });
    const url = await loaded();
    await user.clear(url);
    await user.type(url, 'evo.example.com');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('URL inválida (use http:// ou https://)')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/evolution/settings')).toHaveLength(0);
    // Fixing the field takes its error away at once, not at the next save.
    await user.clear(url);
    await user.type(url, 'https://evo.example.com');
    expect(screen.queryByText('URL inválida (use http:// ou https://)')).not.toBeInTheDocument();
  });

  it("a refused save shows 'Erro ao salvar configurações' and the field errors from details", async () => {
    const { user } = renderApp('/evolution', {
      api: gatewayApi({
        'PUT /api/evolution/settings': fail(400, 'Dados inválidos', {
          evolution_instance: 'Nome de instância inválido',
        }),
      }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao salvar configurações');
    expect(screen.getByText('Nome de instância inválido')).toBeInTheDocument();
  });

  it("test connection shows 'Testando...' then the success text", async () => {
    const reply = deferred();
    const { user, server } = renderApp('/evolution', {
      api: gatewayApi({ 'POST /api/evolution/test': reply.handler }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Testar conexão' }));
    expect(await screen.findByRole('button', { name: 'Testando...' })).toBeDisabled();
    reply.release(ok({ state: 'open', message: 'Conexão estabelecida com sucesso! Instância está online.' }));
    expect(await screen.findByText('Conexão estabelecida com sucesso! Instância está online.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Testar conexão' })).toBeEnabled();
    expect(server.callsTo('POST /api/evolution/test')).toHaveLength(1);
  });

  it("a failed connection test shows the failure text with the gateway's reason under it", async () => {
    const { user } = renderApp('/evolution', {
      api: gatewayApi({
        'POST /api/evolution/test': fail(502, 'Falha ao conectar com a API. Verifique a URL e as credenciais.', {
          gateway: 'HTTP 401: Unauthorized',
        }),
      }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Testar conexão' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Falha ao conectar com a API. Verifique a URL e as credenciais.');
    expect(alert).toHaveTextContent('HTTP 401: Unauthorized');
  });

  it('the send-text endpoint is the API URL + /message/sendText/ + the instance being typed', async () => {
    const { user } = renderApp('/evolution', { api: gatewayApi() });
    await loaded();
    expect(screen.getByLabelText('Endpoint de envio de texto')).toHaveTextContent(
      'POST https://evo.example.com/message/sendText/ponte',
    );
    const instance = screen.getByLabelText('Nome da instância');
    await user.clear(instance);
    await user.type(instance, 'loja');
    expect(screen.getByLabelText('Endpoint de envio de texto')).toHaveTextContent(
      'https://evo.example.com/message/sendText/loja',
    );
    expect(screen.getByText(/"number": "5511999999999"/)).toBeInTheDocument();
  });

  it("the gateway's webhook URL is this site's address plus the server's inbound path and the secret", async () => {
    renderApp('/evolution', { api: gatewayApi() });
    await loaded();
    expect(screen.getByLabelText('URL do webhook de entrada')).toHaveTextContent(
      `${window.location.origin}/api/webhook/evolution/${stored.webhook_secret}`,
    );
    expect(screen.getByRole('button', { name: 'Copiar URL do webhook' })).toBeInTheDocument();
    for (const field of [
      '"remoteJid"',
      '"fromMe"',
      '"pushName"',
      '"conversation"',
      '"messageType"',
      '"messageTimestamp"',
      '"destination"',
      '"date_time"',
      '"sender"',
    ]) {
      expect(screen.getByText(new RegExp(field))).toBeInTheDocument();
    }
  });

  it('the code samples scroll, so the keyboard can focus them and a screen reader names them (issue 18)', async () => {
    renderApp('/evolution', { api: gatewayApi() });
    await loaded();
    for (const name of ['Exemplo de mensagem recebida', 'Corpo do envio de texto'])
      expect(screen.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
  });
});

describe('webhook secret, instance token, version and connection status', () => {
  it("'Gerar novo segredo' asks first, then shows the new URL", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fresh = 'a'.repeat(48);
    const { user, server } = renderApp('/evolution', {
      api: gatewayApi({ 'POST /api/evolution/webhook-secret': ok({ ...stored, webhook_secret: fresh }) }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Gerar novo segredo' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('A URL atual deixará de funcionar'));
    await waitFor(() =>
      expect(screen.getByLabelText('URL do webhook de entrada')).toHaveTextContent(`/api/webhook/evolution/${fresh}`),
    );
    expect(server.callsTo('POST /api/evolution/webhook-secret')).toHaveLength(1);
  });

  it('a refused confirmation keeps the secret', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, server } = renderApp('/evolution', {
      api: gatewayApi({ 'POST /api/evolution/webhook-secret': ok(stored) }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Gerar novo segredo' }));
    expect(server.callsTo('POST /api/evolution/webhook-secret')).toHaveLength(0);
  });

  it('the instance token is shown masked and a new one typed over it is sent', async () => {
    const { user, server } = renderApp('/evolution', { api: gatewayApi() });
    await loaded();
    const token = screen.getByLabelText('Token da instância');
    expect(token).toHaveValue('••••••••t0k3');
    await user.clear(token);
    await user.type(token, 'token-novo');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await screen.findByText('Configurações salvas com sucesso!');
    expect(server.callsTo('PUT /api/evolution/settings')[0].body).toMatchObject({
      evolution_instance_token: 'token-novo',
    });
  });

  it('the info panel shows the payload of the chosen version: textMessage.text for 1.x, text for 2.x', async () => {
    const { user, server } = renderApp('/evolution', { api: gatewayApi() });
    await loaded();
    const body = () => screen.getByLabelText('Corpo do envio de texto').textContent ?? '';
    expect(JSON.parse(body())).toEqual({ number: '5511999999999', text: 'Olá! Sua lista de compras está pronta.' });
    await user.click(screen.getByRole('combobox', { name: 'Versão da Evolution API' }));
    await user.click(await screen.findByRole('option', { name: 'Evolution API 1.x (até 1.8)' }));
    expect(JSON.parse(body())).toEqual({
      number: '5511999999999',
      textMessage: { text: 'Olá! Sua lista de compras está pronta.' },
    });
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await screen.findByText('Configurações salvas com sucesso!');
    expect(server.callsTo('PUT /api/evolution/settings')[0].body).toMatchObject({ evolution_api_version: 'v1' });
  });

  it("'Testar conexão' fills the version in from what the server detected", async () => {
    let tested = false;
    const { user } = renderApp('/evolution', {
      api: gatewayApi({
        'GET /api/evolution/settings': () =>
          ok(tested ? { ...stored, evolution_api_version: 'v1', evolution_server_version: '1.8.2' } : stored),
        'POST /api/evolution/test': () => {
          tested = true;
          return ok({
            state: 'open',
            message: 'Conexão estabelecida com sucesso! Instância está online.',
            version: 'v1',
            server_version: '1.8.2',
          });
        },
      }),
    });
    await loaded();
    expect(screen.getByRole('combobox', { name: 'Versão da Evolution API' })).toHaveValue('Evolution API 2.x');
    await user.click(screen.getByRole('button', { name: 'Testar conexão' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Versão da Evolution API' })).toHaveValue(
        'Evolution API 1.x (até 1.8)',
      ),
    );
    expect(screen.getByText('Detectada pelo teste de conexão: 1.8.2')).toBeInTheDocument();
    expect(screen.getByLabelText('Corpo do envio de texto')).toHaveTextContent('textMessage');
  });

  it.each([
    [{ state: 'open', since: '2025-03-10T12:00:00.000Z' }, /WhatsAppConectado$/],
    [
      { state: 'close', since: '2025-03-10T12:00:00.000Z' },
      new RegExp(`Desconectado desde ${new Date('2025-03-10T12:00:00.000Z').toLocaleDateString('pt-BR')}`),
    ],
    [{ state: 'qrcode', since: '2025-03-10T12:00:00.000Z' }, /Aguardando leitura do QR code/],
    [{ state: null, since: null }, /Sem informação/],
  ] as const)('the WhatsApp status shows %o', async (connection, text) => {
    renderApp('/evolution', { api: gatewayApi({ 'GET /api/evolution/settings': ok({ ...stored, connection }) }) });
    await loaded();
    expect(screen.getByRole('status', { name: 'Status do WhatsApp' })).toHaveTextContent(text);
  });

  it("a disconnection reported over the socket shows the 'WhatsApp desconectado' toast and refreshes the status; reconnecting clears it", async () => {
    let connection: EvolutionSettingsView['connection'] = { state: 'open', since: '2025-03-10T12:00:00.000Z' };
    renderApp('/evolution', {
      api: gatewayApi({ 'GET /api/evolution/settings': () => ok({ ...stored, connection }) }),
    });
    await loaded();
    connection = { state: 'close', since: '2025-03-10T13:00:00.000Z' };
    act(() => void lastSocket().emit('gateway:connection', { ...connection, instance: 'ponte' }));
    expect(await screen.findByText('WhatsApp desconectado')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Status do WhatsApp' })).toHaveTextContent('Desconectado desde'),
    );
    connection = { state: 'open', since: '2025-03-10T14:00:00.000Z' };
    act(() => void lastSocket().emit('gateway:connection', { ...connection, instance: 'ponte' }));
    await waitFor(() => expect(screen.queryByText('WhatsApp desconectado')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Status do WhatsApp' })).toHaveTextContent(
        /^Status do WhatsAppConectado/,
      ),
    );
  });
});

describe('gateway message logs', () => {
  it("logs empty state is 'Nenhum log encontrado'", async () => {
    renderApp('/evolution', { api: gatewayApi() });
    expect(await screen.findByText('Nenhum log encontrado')).toBeInTheDocument();
  });

  it("entries show time, direction and status; a message the gateway could not send is flagged 'gateway não configurado'", async () => {
    renderApp('/evolution', {
      api: gatewayApi({
        'GET /api/evolution/logs': ok([
          logEntry({ id: 2, status: 'not_configured', error: 'Evolution API não configurada' }),
          logEntry({ id: 1, direction: 'incoming', status: 'received', message: 'Oi' }),
        ]),
      }),
    });
    const list = await screen.findByRole('list', { name: 'Mensagens registradas' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Saída');
    expect(first).toHaveTextContent('gateway não configurado');
    expect(first).toHaveTextContent('Evolution API não configurada');
    expect(first).toHaveTextContent('+55 (11) 98888-7777');
    const local = new Date('2025-03-10T15:04:05.000Z');
    expect(first).toHaveTextContent(`${local.toLocaleDateString('pt-BR')} ${local.toLocaleTimeString('pt-BR')}`);
    expect(second).toHaveTextContent('Entrada');
    expect(second).toHaveTextContent('Recebida');
    expect(second).toHaveTextContent('Oi');
  });

  it("a customer message with no phone (LID only) is flagged 'Sem telefone (LID)' with its text, sender and LID", async () => {
    renderApp('/evolution', {
      api: gatewayApi({
        'GET /api/evolution/logs': ok([
          logEntry({
            direction: 'incoming',
            status: 'unattributed',
            phone: '207283848599999@lid',
            message: 'Alguém me responde?',
            error: 'Remetente: Cliente Sem Número (207283848599999@lid)',
          }),
        ]),
      }),
    });
    const list = await screen.findByRole('list', { name: 'Mensagens registradas' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Entrada');
    expect(entry).toHaveTextContent('Sem telefone (LID)');
    expect(entry).toHaveTextContent('Alguém me responde?');
    expect(entry).toHaveTextContent('Remetente: Cliente Sem Número (207283848599999@lid)');
    expect(within(entry).getByText('207283848599999@lid')).toBeInTheDocument();
  });

  it("clear asks 'Tem certeza que deseja limpar todos os logs?' and does nothing when refused", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, server } = renderApp('/evolution', {
      api: gatewayApi({ 'GET /api/evolution/logs': ok([logEntry()]), 'DELETE /api/evolution/logs': ok(null) }),
    });
    await screen.findByRole('list', { name: 'Mensagens registradas' });
    await user.click(screen.getByRole('button', { name: 'Limpar logs' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja limpar todos os logs?');
    expect(server.callsTo('DELETE /api/evolution/logs')).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Mensagens registradas' })).toBeInTheDocument();
  });

  it('clear confirmed empties the list', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let cleared = false;
    const { user, server } = renderApp('/evolution', {
      api: gatewayApi({
        'GET /api/evolution/logs': () => ok(cleared ? [] : [logEntry()]),
        'DELETE /api/evolution/logs': () => {
          cleared = true;
          return ok(null);
        },
      }),
    });
    await screen.findByRole('list', { name: 'Mensagens registradas' });
    await user.click(screen.getByRole('button', { name: 'Limpar logs' }));
    expect(await screen.findByText('Nenhum log encontrado')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/evolution/logs')).toHaveLength(1);
  });

  it("'Atualizar' asks the server for the logs again", async () => {
    const { user, server } = renderApp('/evolution', { api: gatewayApi() });
    await screen.findByText('Nenhum log encontrado');
    const before = server.callsTo('GET /api/evolution/logs').length;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(server.callsTo('GET /api/evolution/logs').length).toBe(before + 1));
  });
});

describe('bot API key', () => {
  it('regenerating asks first, since the old key stops working, and does nothing when refused', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, server } = renderApp('/evolution', {
      api: gatewayApi({ 'POST /api/evolution/bot-key': ok({ key: 'pbk_x' }) }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Gerar nova chave' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(server.callsTo('POST /api/evolution/bot-key')).toHaveLength(0);
  });

  it('a regenerated key is shown once, with a copy button, and only its masked form remains', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const key = 'pbk_4f9a2c7e1b3d5f6a8c0e2d4b6a8c0e1f';
    let regenerated = false;
    const { user } = renderApp('/evolution', {
      api: gatewayApi({
        'GET /api/evolution/settings': () => ok(regenerated ? { ...stored, bot_api_key: '••••••••0e1f' } : stored),
        'POST /api/evolution/bot-key': () => {
          regenerated = true;
          return ok({ key });
        },
      }),
    });
    await loaded();
    expect(screen.getByLabelText('Chave do bot atual')).toHaveTextContent('••••••••wxyz');
    await user.click(screen.getByRole('button', { name: 'Gerar nova chave' }));
    expect(await screen.findByLabelText('Chave gerada')).toHaveTextContent(key);
    expect(screen.getByText(/não será mostrada novamente/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Chave do bot atual')).toHaveTextContent('••••••••0e1f'));
    await user.click(screen.getByRole('button', { name: 'Já copiei, ocultar' }));
    expect(screen.queryByText(key)).not.toBeInTheDocument();
  });
});

describe('gateway settings access', () => {
  it('other roles are told the screen is for administrators and nothing is loaded', () =>
    expectAdminOnly('/evolution', 'GET /api/evolution/settings', gatewayApi()));
});
