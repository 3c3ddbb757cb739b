import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SmtpSettings } from '@ponte/domain/smtp';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { configurations as adminConfigurations } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { retype } from '../../../test/user-input';

// A fresh install's settings as an admin reads them.
const configurations = adminConfigurations();
const smtp: SmtpSettings = {
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  password: '',
  password_set: false,
  from_name: 'Loja Ponte',
  from_address: 'contato@loja.test',
  rate_per_second: 10,
  smtp_enabled: false,
};
const outbox = {
  entries: [
    {
      id: '1764000000000-aaaaaaaaaaaa',
      to: 'gerente@loja.test',
      subject: 'Ponte: e-mail de teste',
      date: '2026-11-24T15:00:00.000Z',
      size: 900,
    },
  ],
  total: 1,
};

const open = (api: Routes = {}) =>
  renderApp('/configuracoes', {
    api: {
      'GET /api/configurations': ok(configurations),
      'GET /api/email/smtp': ok(smtp),
      'GET /api/email/outbox': ok(outbox),
      ...api,
    },
  });

describe('E-mail (SMTP) on /configuracoes', () => {
  it('saves the server, keeps the masked password and lists the outbox while SMTP is off', async () => {
    const { user, server } = open({
      'GET /api/email/smtp': ok({ ...smtp, password: '••••••••-123', password_set: true }),
      'PUT /api/email/smtp': ok({ ...smtp, host: 'smtp.loja.test', smtp_enabled: true }),
    });
    const section = await screen.findByRole('region', { name: 'E-mail (SMTP)' });
    const outboxTable = await within(section).findByRole('table', { name: 'Mensagens na caixa de saída' });
    expect(outboxTable).toHaveTextContent('24/11/2026 15:00');
    expect(outboxTable).toHaveTextContent('gerente@loja.test');
    await user.type(within(section).getByLabelText('Servidor SMTP'), 'smtp.loja.test');
    await user.click(within(section).getByRole('button', { name: 'Salvar E-mail' }));
    expect(await within(section).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/email/smtp')[0].body).toEqual({
      host: 'smtp.loja.test',
      port: 587,
      security: 'starttls',
      user: '',
      password: '••••••••-123',
      from_name: 'Loja Ponte',
      from_address: 'contato@loja.test',
      rate_per_second: 10,
    });
    // With SMTP on, nothing goes to the outbox: it is not shown.
    expect(within(section).queryByRole('table', { name: 'Mensagens na caixa de saída' })).not.toBeInTheDocument();
  });

  it('checks the sender before calling the server', async () => {
    const { user, server } = open();
    const section = await screen.findByRole('region', { name: 'E-mail (SMTP)' });
    await retype(user, within(section).getByLabelText('E-mail do remetente'), 'sem-arroba');
    await user.click(within(section).getByRole('button', { name: 'Salvar E-mail' }));
    expect(await within(section).findByText('E-mail do remetente inválido')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/email/smtp')).toHaveLength(0);
  });

  it('sends a test e-mail and says where it went; an SMTP refusal shows the server’s reason', async () => {
    let tests = 0;
    const { user, server } = open({
      'POST /api/email/smtp/test': () =>
        ++tests === 1
          ? ok({ via: 'outbox', message_id: '<x@ponte>' })
          : fail(502, 'Falha ao enviar pelo servidor SMTP: 550 Mailbox unavailable'),
    });
    const section = await screen.findByRole('region', { name: 'E-mail (SMTP)' });
    await user.type(within(section).getByLabelText('Enviar e-mail de teste para'), 'dono@loja.test');
    await user.click(within(section).getByRole('button', { name: 'Enviar teste' }));
    expect(
      await within(section).findByText('Sem SMTP configurado: o e-mail de teste foi guardado na caixa de saída.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/email/smtp/test')[0].body).toEqual({ to: 'dono@loja.test' });

    await user.click(within(section).getByRole('button', { name: 'Enviar teste' }));
    expect(
      await within(section).findByText('Falha ao enviar pelo servidor SMTP: 550 Mailbox unavailable'),
    ).toBeInTheDocument();
  });
});
