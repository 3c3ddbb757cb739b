import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Segment, SegmentPreview } from '@ponte/domain/segments';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

const segment = (overrides: Partial<Segment> = {}): Segment => ({
  id: 1,
  name: 'Bot ativo',
  description: 'Clientes com o bot ligado',
  filters: { bot_enabled: true },
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const staff = ok([
  { id: 1, username: 'onsolutions', email: 'a@p', role: 'admin' },
  { id: 3, username: 'ana', email: 'ana@p', role: 'operador' },
]);

async function open(api: Routes) {
  const app = renderApp('/campaign-segments', { api: { 'GET /api/users': staff, ...api } });
  await screen.findByRole('heading', { name: 'Segmentos' });
  return app;
}

async function chooseOption(user: ReturnType<typeof renderApp>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('segments screen', () => {
  it('cards show the name, the description and the filters as JSON', async () => {
    await open({ 'GET /api/campaign-segments': ok([segment({ filters: { bot_enabled: true, seller_id: null } })]) });
    const card = await screen.findByRole('article', { name: 'Bot ativo' });
    expect(card).toHaveTextContent('Clientes com o bot ligado');
    expect(within(card).getByLabelText('Filtros').textContent).toBe(
      JSON.stringify({ bot_enabled: true, seller_id: null }, null, 2),
    );
    for (const name of ['Preview de Bot ativo', 'Editar Bot ativo', 'Deletar Bot ativo'])
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
  });

  it("with none shows 'Nenhum segmento encontrado'", async () => {
    await open({ 'GET /api/campaign-segments': ok([]) });
    expect(await screen.findByText('Nenhum segmento encontrado')).toBeInTheDocument();
  });

  it("'Novo Segmento' requires a name, converts the filters on save and says 'Segmento criado!'", async () => {
    const { user, server } = await open({
      'GET /api/campaign-segments': ok([]),
      'POST /api/campaign-segments': ok(segment({ id: 5 }), 201),
    });
    await user.click(screen.getByRole('button', { name: 'Novo Segmento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Segmento' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('O nome do segmento é obrigatório')).toBeInTheDocument();
    expect(server.callsTo('POST /api/campaign-segments')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Manuais');
    await chooseOption(user, 'Bot Ativo', 'Não (Atendimento Manual)');
    await chooseOption(user, 'Atendente', 'Sem Atendente');
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(server.callsTo('POST /api/campaign-segments')).toHaveLength(1));
    expect(server.callsTo('POST /api/campaign-segments')[0]!.body).toEqual({
      name: 'Manuais',
      description: null,
      filters: { bot_enabled: false, seller_id: null },
    });
    expect(await screen.findByText('Segmento criado!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo Segmento' })).not.toBeInTheDocument());
  });

  it('the Atendente filter lists the real staff; a manual list overrides the other filters and is sent trimmed', async () => {
    const { user, server } = await open({
      'GET /api/campaign-segments': ok([]),
      'POST /api/campaign-segments': ok(segment({ id: 6 }), 201),
    });
    await user.click(screen.getByRole('button', { name: 'Novo Segmento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Segmento' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Da Ana');
    await chooseOption(user, 'Atendente', 'ana');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mails manuais/ }), '  a@x.com{enter}b@x.com  ');
    expect(within(dialog).getByText('Lista manual: os outros filtros são ignorados')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Atendente' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(server.callsTo('POST /api/campaign-segments')).toHaveLength(1));
    expect(server.callsTo('POST /api/campaign-segments')[0]!.body).toEqual({
      name: 'Da Ana',
      description: null,
      filters: { seller_id: 3, manual_emails: 'a@x.com\nb@x.com' },
    });
  });

  it('a bad address in the manual list is refused before sending', async () => {
    const { user, server } = await open({ 'GET /api/campaign-segments': ok([]) });
    await user.click(screen.getByRole('button', { name: 'Novo Segmento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Segmento' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'X');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mails manuais/ }), 'a@x.com, errado');
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('E-mails inválidos na lista manual: errado')).toBeInTheDocument();
    expect(server.callsTo('POST /api/campaign-segments')).toHaveLength(0);
  });

  it("editing fills the form from the filters and says 'Segmento atualizado!'; a refusal reads 'Erro: {server error}'", async () => {
    let attempt = 0;
    const { user, server } = await open({
      'GET /api/campaign-segments': ok([segment({ filters: { bot_enabled: true, seller_id: 3 } })]),
      'PUT /api/campaign-segments/1': () =>
        ++attempt === 1
          ? fail(400, 'Atendente não encontrado', { 'filters.seller_id': 'Atendente não encontrado' })
          : ok(segment()),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Bot ativo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Segmento' });
    expect(within(dialog).getByRole('combobox', { name: 'Bot Ativo' })).toHaveValue('Sim (Bot Ativo)');
    expect(within(dialog).getByRole('combobox', { name: 'Atendente' })).toHaveValue('ana');
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await within(dialog).findByText('Erro: Atendente não encontrado')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Atendente não encontrado').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Segmento atualizado!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/campaign-segments/1')[1]!.body).toEqual({
      name: 'Bot ativo',
      description: 'Clientes com o bot ligado',
      filters: { bot_enabled: true, seller_id: 3 },
    });
  });

  it("a failure without a message reads 'Erro ao salvar segmento'", async () => {
    const { user } = await open({
      'GET /api/campaign-segments': ok([segment()]),
      'PUT /api/campaign-segments/1': { status: 500, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Bot ativo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Segmento' });
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await within(dialog).findByText('Erro ao salvar segmento')).toBeInTheDocument();
  });

  it("deleting asks first, then says 'Segmento deletado!', 'Erro ao deletar segmento' or which campaigns use it", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const inUse =
      'Este segmento é usado por campanhas em rascunho ou agendadas: "Natal". Troque o segmento nelas ou exclua-as antes.';
    let attempt = 0;
    const { user, server } = await open({
      'GET /api/campaign-segments': ok([segment()]),
      'DELETE /api/campaign-segments/1': () => [{ status: 500, body: {} }, fail(409, inUse)][++attempt - 1] ?? ok(null),
    });
    const del = await screen.findByRole('button', { name: 'Deletar Bot ativo' });
    await user.click(del);
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja deletar este segmento?');
    expect(server.callsTo('DELETE /api/campaign-segments/1')).toHaveLength(0);
    await user.click(del);
    expect(await screen.findByText('Erro ao deletar segmento')).toBeInTheDocument();
    // Issue 29: one a draft or scheduled campaign uses is refused naming it.
    await user.click(del);
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    await user.click(del);
    expect(await screen.findByText('Segmento deletado!')).toBeInTheDocument();
  });

  it("the preview reads 'Preview do Segmento ({total} usuários)' with each user and the excluded counts", async () => {
    const preview: SegmentPreview = {
      total: 150,
      users: [
        { id: 7, name: 'Maria Souza', email: 'maria@x.com', phone: '5511987654321' },
        { id: null, name: '', email: 'avulso@x.com', phone: null },
      ],
      excluded: { no_email: 4, unsubscribed: 2 },
    };
    const { user } = await open({
      'GET /api/campaign-segments': ok([segment()]),
      'GET /api/campaign-segments/1/preview': ok(preview),
    });
    await user.click(await screen.findByRole('button', { name: 'Preview de Bot ativo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview do Segmento (150 usuários)' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Maria Souza');
    expect(rows[1]).toHaveTextContent('maria@x.com');
    expect(rows[1]).toHaveTextContent('(11) 98765-4321');
    expect(rows[2]).toHaveTextContent('avulso@x.com');
    expect(dialog).toHaveTextContent('Sem e-mail (fora do segmento): 4');
    expect(dialog).toHaveTextContent('Descadastrados (fora do segmento): 2');
    expect(dialog).toHaveTextContent('Mostrando os primeiros 2 de 150.');
  });

  it("a failed preview says 'Erro ao visualizar preview'", async () => {
    const { user } = await open({
      'GET /api/campaign-segments': ok([segment()]),
      'GET /api/campaign-segments/1/preview': fail(500, 'x'),
    });
    await user.click(await screen.findByRole('button', { name: 'Preview de Bot ativo' }));
    expect(await screen.findByText('Erro ao visualizar preview')).toBeInTheDocument();
  });
});
