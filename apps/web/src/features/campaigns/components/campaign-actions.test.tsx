import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailCampaign } from '../../../test/fixtures';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** Issue 29: what a marketer does to a campaign besides sending it, by what its status allows. */
const campaign = emailCampaign;
const scheduledAt = new Date(2026, 11, 24, 9, 30).toISOString();

const open = (api: Routes = {}) =>
  renderApp('/campanhas-email', {
    api: {
      'GET /api/email/campaigns': ok([
        campaign(),
        campaign({ id: 2, name: 'Natal', status: 'scheduled', schedule_type: 'scheduled', scheduled_at: scheduledAt }),
        campaign({ id: 3, name: 'Páscoa', status: 'sent', recipients_total: 20, sent: 20 }),
      ]),
      'GET /api/email/smtp': ok({ host: 'smtp.loja.test', smtp_enabled: true }),
      'GET /api/email/templates': ok([
        { id: 3, name: 'Oferta' },
        { id: 5, name: 'Lembrete' },
        { id: 6, name: 'Cupom', variables: ['cupom'] },
      ]),
      'GET /api/campaign-segments': ok([
        { id: 4, name: 'Clientes VIP', description: 'Compraram 3 vezes', filters: {} },
      ]),
      ...api,
    },
  });

const buttonsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('button')
    .map((b) => b.textContent);

afterEach(() => vi.restoreAllMocks());

describe('campaign buttons by status', () => {
  it('a draft can be edited, duplicated, tested, deleted and sent; a scheduled one cancelled; a sent one only copied and tested', async () => {
    open();
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    expect(buttonsOf(draft)).toEqual([
      'Estatísticas',
      'Editar',
      'Duplicar',
      'Pré-visualizar',
      'Enviar teste',
      'Excluir',
      'Enviar',
    ]);
    const scheduled = screen.getByRole('article', { name: 'Natal' });
    expect(buttonsOf(scheduled)).toEqual([
      'Estatísticas',
      'Editar',
      'Duplicar',
      'Pré-visualizar',
      'Enviar teste',
      'Cancelar agendamento',
    ]);
    expect(scheduled).toHaveTextContent('Envio agendado para 24/12/2026');
    expect(buttonsOf(screen.getByRole('article', { name: 'Páscoa' }))).toEqual([
      'Estatísticas',
      'Duplicar',
      'Pré-visualizar',
      'Enviar teste',
    ]);
  });

  it('Editar opens the campaign in the form and saves it with PUT', async () => {
    const { user, server } = open({ 'PUT /api/email/campaigns/2': ok(campaign({ id: 2 })) });
    const scheduled = await screen.findByRole('article', { name: 'Natal' });
    await user.click(within(scheduled).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Campanha' });
    expect(within(dialog).getByLabelText(/Nome da Campanha/)).toHaveValue('Natal');
    expect(within(dialog).getByRole('textbox', { name: /Data e hora do envio/ })).toHaveValue('24/12/2026 09:30');
    await user.clear(within(dialog).getByLabelText(/Nome da Campanha/));
    await user.type(within(dialog).getByLabelText(/Nome da Campanha/), 'Natal 2026');
    await user.click(within(dialog).getByRole('combobox', { name: /Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Lembrete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(server.callsTo('PUT /api/email/campaigns/2')).toHaveLength(1));
    expect(server.callsTo('PUT /api/email/campaigns/2')[0]!.body).toEqual({
      name: 'Natal 2026',
      template_id: 5,
      segment_id: 4,
      schedule_type: 'scheduled',
      scheduled_at: scheduledAt,
      status: 'draft',
      variable_values: {},
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a template's own variable gets its value on the campaign, sent with it (issue 29)", async () => {
    const { user, server } = open({ 'PUT /api/email/campaigns/1': ok(campaign()) });
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    await user.click(within(draft).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Campanha' });
    expect(within(dialog).queryByLabelText('{{cupom}}')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Cupom' }));
    await user.type(within(dialog).getByLabelText('{{cupom}}'), 'BF10');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(server.callsTo('PUT /api/email/campaigns/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/email/campaigns/1')[0]!.body).toMatchObject({
      template_id: 6,
      variable_values: { cupom: 'BF10' },
    });
  });

  it('a refusal about the moment shows once, under its field (issue 29)', async () => {
    const { user } = open({
      'PUT /api/email/campaigns/2': fail(400, 'A data do envio deve estar no futuro', {
        scheduled_at: 'A data do envio deve estar no futuro',
      }),
    });
    const scheduled = await screen.findByRole('article', { name: 'Natal' });
    await user.click(within(scheduled).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Campanha' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('A data do envio deve estar no futuro')).toBeInTheDocument();
    expect(within(dialog).getAllByText('A data do envio deve estar no futuro')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Pré-visualizar shows the message as its first recipient will read it', async () => {
    const { user } = open({
      'GET /api/email/campaigns/1/preview': ok({
        recipient: { name: 'Ana Souza', email: 'ana@cliente.test' },
        subject: 'Ana, sua lista espera',
        html: '<p>Olá, Ana!</p>',
        text: 'Olá, Ana!',
      }),
    });
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    await user.click(within(draft).getByRole('button', { name: 'Pré-visualizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pré-visualizar: Black Friday' });
    expect(await within(dialog).findByText('Assunto: Ana, sua lista espera')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Como Ana Souza <ana@cliente.test> vai receber');
    expect(within(dialog).getByTitle('Mensagem')).toHaveAttribute('srcdoc', '<p>Olá, Ana!</p>');
  });

  it('Enviar warns of variables that would go out empty, with how many recipients', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = open({
      'GET /api/email/campaigns/1/audience': ok({ total: 49, empty_variables: [{ name: 'frete', recipients: 49 }] }),
    });
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    await user.click(within(draft).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'Atenção: {{frete}} ficaria vazio para 49 destinatários.\n\nEnviar esta campanha agora para 49 destinatários?',
      ),
    );
  });

  it('Editar shows the server’s refusal on the form', async () => {
    const { user } = open({
      'PUT /api/email/campaigns/1': fail(409, 'Só campanhas em rascunho ou agendadas podem ser alteradas'),
    });
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    await user.click(within(draft).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Campanha' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Só campanhas em rascunho ou agendadas podem ser alteradas',
    );
  });

  it('Excluir asks naming the campaign, then deletes it', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, server } = open({ 'DELETE /api/email/campaigns/1': ok({ message: 'Campanha excluída!' }) });
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    await user.click(within(draft).getByRole('button', { name: 'Excluir' }));
    expect(confirm).toHaveBeenCalledWith('Excluir a campanha "Black Friday"? Esta ação não pode ser desfeita.');
    expect(server.callsTo('DELETE /api/email/campaigns/1')).toHaveLength(0);
    await user.click(within(draft).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Campanha excluída!')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/email/campaigns/1')).toHaveLength(1);
  });

  it('Cancelar agendamento asks, then makes it a draft; a refusal shows its reason', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = open({
      'POST /api/email/campaigns/2/cancel': fail(409, 'Só campanhas agendadas podem ter o agendamento cancelado'),
    });
    const scheduled = await screen.findByRole('article', { name: 'Natal' });
    await user.click(within(scheduled).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(confirm).toHaveBeenCalledWith(
      'Cancelar o agendamento de "Natal"? Ela volta a ser um rascunho e não será enviada.',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Só campanhas agendadas podem ter o agendamento cancelado',
    );
    expect(server.callsTo('POST /api/email/campaigns/2/cancel')).toHaveLength(1);
  });

  it('Duplicar makes a draft copy and says so', async () => {
    const { user, server } = open({
      'POST /api/email/campaigns/3/duplicate': ok({
        message: 'Campanha duplicada! A cópia é um rascunho.',
        campaign: campaign({ id: 9, name: 'Cópia de Páscoa' }),
      }),
    });
    const sent = await screen.findByRole('article', { name: 'Páscoa' });
    await user.click(within(sent).getByRole('button', { name: 'Duplicar' }));
    expect(await screen.findByText('Campanha duplicada! A cópia é um rascunho.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/email/campaigns/3/duplicate')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET /api/email/campaigns').length).toBeGreaterThan(1));
  });

  it('Enviar to a segment nobody is in says so instead of asking', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = open({ 'GET /api/email/campaigns/1/audience': ok({ total: 0, empty_variables: [] }) });
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    await user.click(within(draft).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O segmento desta campanha não tem nenhum destinatário: ninguém receberia o e-mail.',
    );
    expect(confirm).not.toHaveBeenCalled();
    expect(server.callsTo('POST /api/email/campaigns/1/send')).toHaveLength(0);
  });

  it('Enviar for one recipient says it in the singular', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = open({ 'GET /api/email/campaigns/1/audience': ok({ total: 1, empty_variables: [] }) });
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    await user.click(within(draft).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Enviar esta campanha agora para 1 destinatário?'));
  });
});

describe('Enviar teste', () => {
  it("starts with the signed-in staff member's address, checks it, and sends to the one typed", async () => {
    const { user, server } = open({
      'POST /api/email/campaigns/3/test': ok({ message: 'E-mail de teste enviado para eu@loja.test.', via: 'smtp' }),
    });
    const sent = await screen.findByRole('article', { name: 'Páscoa' });
    await user.click(within(sent).getByRole('button', { name: 'Enviar teste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar teste: Páscoa' });
    const to = within(dialog).getByLabelText(/Enviar para/);
    expect(to).toHaveValue('admin@ponte.local');
    await user.clear(to);
    await user.type(to, 'sem-arroba');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar teste' }));
    expect(await within(dialog).findByText('Informe um e-mail válido')).toBeInTheDocument();
    expect(server.callsTo('POST /api/email/campaigns/3/test')).toHaveLength(0);
    await user.clear(to);
    await user.type(to, 'eu@loja.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar teste' }));
    expect(await screen.findByText('E-mail de teste enviado para eu@loja.test.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/email/campaigns/3/test')[0]!.body).toEqual({ to: 'eu@loja.test' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the SMTP server’s refusal in the dialog', async () => {
    const { user } = open({
      'POST /api/email/campaigns/1/test': fail(502, 'Falha ao enviar pelo servidor SMTP: 550 Mailbox unavailable'),
    });
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    await user.click(within(draft).getByRole('button', { name: 'Enviar teste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar teste: Black Friday' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar teste' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Falha ao enviar pelo servidor SMTP: 550 Mailbox unavailable',
    );
  });
});
