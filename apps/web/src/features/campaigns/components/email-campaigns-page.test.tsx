import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignStats } from '@ponte/domain/campaigns';
import { emailCampaign } from '../../../test/fixtures';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';

const campaign = emailCampaign;
const stats: CampaignStats = {
  sent: 200,
  opened: 90,
  openRate: 45,
  clicked: 25,
  clickRate: 12.5,
  converted: 3,
  conversionRate: 1.5,
  total: 200,
  pending: 0,
  failed: 0,
  unsubscribed: 2,
  bounced: 0,
  links: [],
  timeline: [],
};
const smtpOn = { host: 'smtp.loja.test', smtp_enabled: true };

const open = (api: Routes = {}) =>
  renderApp('/campanhas-email', {
    api: {
      'GET /api/email/campaigns': ok([
        campaign(),
        campaign({ id: 2, name: 'Natal', status: 'sent', recipients_total: 200, sent: 200 }),
        campaign({
          id: 3,
          name: 'Ano Novo',
          status: 'paused',
          recipients_total: 50,
          sent: 10,
          last_error: '550 Mailbox unavailable',
        }),
      ]),
      'GET /api/email/smtp': ok(smtpOn),
      'GET /api/email/templates': ok([{ id: 3, name: 'Oferta' }]),
      'GET /api/campaign-segments': ok([
        { id: 4, name: 'Clientes VIP', description: 'Compraram 3 vezes', filters: {} },
      ]),
      ...api,
    },
  });

afterEach(() => vi.restoreAllMocks());

describe('/campanhas-email', () => {
  it('a scheduled campaign that could not start shows, as a draft, why', async () => {
    open({
      'GET /api/email/campaigns': ok([
        campaign({
          id: 5,
          name: 'Vazia',
          status: 'draft',
          last_error: 'O segmento desta campanha não tem nenhum destinatário: ninguém receberia o e-mail.',
        }),
      ]),
    });
    const draft = await screen.findByRole('article', { name: 'Vazia' });
    expect(draft).toHaveTextContent(
      'O envio agendado não começou: O segmento desta campanha não tem nenhum destinatário: ninguém receberia o e-mail.',
    );
  });

  it('lists each campaign with its status, template and segment; Enviar only for drafts', async () => {
    open();
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    expect(draft).toHaveTextContent('Rascunho');
    expect(draft).toHaveTextContent('Template: Oferta');
    expect(draft).toHaveTextContent('Segmento: Clientes VIP');
    expect(within(draft).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    const sent = screen.getByRole('article', { name: 'Natal' });
    expect(sent).toHaveTextContent('Enviada');
    expect(sent).toHaveTextContent('200 de 200 enviados');
    expect(within(sent).queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    const paused = screen.getByRole('article', { name: 'Ano Novo' });
    expect(paused).toHaveTextContent('Pausada por erros de envio: 550 Mailbox unavailable');
    expect(within(paused).getByRole('button', { name: 'Retomar' })).toBeInTheDocument();
  });

  it('Enviar asks first, then shows the server’s message and reloads the list', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, server } = open({
      'GET /api/email/campaigns/1/audience': ok({ total: 1234, empty_variables: [] }),
      'POST /api/email/campaigns/1/send': ok({
        message: 'Envio iniciado! Os e-mails saem aos poucos; acompanhe nas estatísticas.',
        campaign: campaign({ status: 'sending' }),
      }),
    });
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    await user.click(within(draft).getByRole('button', { name: 'Enviar' }));
    // Issue 29: the confirmation says how many it goes to, in pt-BR.
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Enviar esta campanha agora para 1.234 destinatários?'));
    expect(server.callsTo('POST /api/email/campaigns/1/send')).toHaveLength(0);
    await user.click(within(draft).getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Envio iniciado! Os e-mails saem aos poucos; acompanhe nas estatísticas.'),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    await waitFor(() => expect(server.callsTo('GET /api/email/campaigns').length).toBeGreaterThan(1));
  });

  it('Estatísticas shows sent, opened, clicks and conversions with their rates', async () => {
    const { user } = open({ 'GET /api/email/campaigns/2/stats': ok(stats) });
    const sent = await screen.findByRole('article', { name: 'Natal' });
    await user.click(within(sent).getByRole('button', { name: 'Estatísticas' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('group', { name: 'Total Enviados' })).toHaveTextContent('200');
    expect(within(dialog).getByRole('group', { name: 'Abertos' })).toHaveTextContent('Taxa de abertura: 45,00%');
    expect(within(dialog).getByRole('group', { name: 'Cliques' })).toHaveTextContent('Taxa de cliques: 12,50%');
    expect(within(dialog).getByRole('group', { name: 'Conversões' })).toHaveTextContent('Taxa de conversão: 1,50%');
  });

  it('Nova Campanha checks the required fields, then creates the draft with the chosen template and segment', async () => {
    const { user, server } = open({ 'POST /api/email/campaigns': ok(campaign({ id: 9 })) });
    await user.click(await screen.findByRole('button', { name: 'Nova Campanha' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Campanha' }));
    expect(await within(dialog).findByText('Nome da campanha é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione um template')).toBeInTheDocument();
    expect(server.callsTo('POST /api/email/campaigns')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Nome da Campanha/), 'Páscoa');
    await user.click(within(dialog).getByRole('combobox', { name: /Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Oferta' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Segmento/ }));
    await user.click(await screen.findByRole('option', { name: 'Clientes VIP - Compraram 3 vezes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar Campanha' }));
    await waitFor(() => expect(server.callsTo('POST /api/email/campaigns')).toHaveLength(1));
    expect(server.callsTo('POST /api/email/campaigns')[0].body).toEqual({
      name: 'Páscoa',
      template_id: 3,
      segment_id: 4,
      schedule_type: 'immediate',
      scheduled_at: null,
      status: 'draft',
      variable_values: {},
    });
  });

  it("issue 18: 'Agendado' takes 'Data e hora do envio' as dd/mm/aaaa hh:mm and sends that instant", async () => {
    const { user, server } = open({ 'POST /api/email/campaigns': ok(campaign({ id: 9 })) });
    await user.click(await screen.findByRole('button', { name: 'Nova Campanha' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Nome da Campanha/), 'Páscoa');
    await user.click(within(dialog).getByRole('combobox', { name: /Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Oferta' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Segmento/ }));
    await user.click(await screen.findByRole('option', { name: 'Clientes VIP - Compraram 3 vezes' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo de Agendamento' }));
    await user.click(await screen.findByRole('option', { name: 'Agendado' }));
    const when = within(dialog).getByRole('textbox', { name: /Data e hora do envio/ });
    expect(when).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Campanha' }));
    expect(await within(dialog).findByText('Informe a data e a hora do envio')).toBeInTheDocument();
    await user.type(when, '05/11/2026 14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Campanha' }));
    await waitFor(() => expect(server.callsTo('POST /api/email/campaigns')).toHaveLength(1));
    expect(server.callsTo('POST /api/email/campaigns')[0].body).toMatchObject({
      schedule_type: 'scheduled',
      // The admin's wall clock, as the datetime-local input gave it.
      scheduled_at: new Date(2026, 10, 5, 14, 30).toISOString(),
    });
  });

  it("with no campaign says 'Nenhuma campanha encontrada' and, without SMTP, shows the outbox", async () => {
    open({
      'GET /api/email/campaigns': ok([]),
      'GET /api/email/smtp': ok({ host: '', smtp_enabled: false }),
      'GET /api/email/outbox': ok({ entries: [], total: 0 }),
    });
    expect(await screen.findByText('Nenhuma campanha encontrada')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma mensagem na caixa de saída')).toBeInTheDocument();
  });

  it('a refused send shows the server’s reason', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = open({
      'GET /api/email/campaigns/1/audience': ok({ total: 1, empty_variables: [] }),
      'POST /api/email/campaigns/1/send': fail(409, 'Só campanhas em rascunho podem ser enviadas'),
    });
    const draft = await screen.findByRole('article', { name: 'Black Friday' });
    await user.click(within(draft).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Só campanhas em rascunho podem ser enviadas');
    expect(alert).not.toHaveBeenCalled();
  });

  it('is an admin screen', () => expectAdminOnly('/campanhas-email', 'GET /api/email/campaigns'));
});
