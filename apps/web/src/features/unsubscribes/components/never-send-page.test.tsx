import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NeverSendEntry, NeverSendPage } from '@ponte/domain/unsubscribes';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

/** /descadastrados (issue 29, docs/0050). */
const entry = (over: Partial<NeverSendEntry> = {}): NeverSendEntry => ({
  id: 1,
  email: 'ana@cliente.test',
  kind: 'unsubscribed',
  reason: null,
  campaign: { id: 7, name: 'Black Friday' },
  created_by: null,
  created_at: '2026-11-28T15:04:00.000Z',
  ...over,
});
const page = (items: NeverSendEntry[], over: Partial<NeverSendPage> = {}): NeverSendPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 25,
  ...over,
});
const entries = [
  entry(),
  entry({ id: 2, email: 'morto@cliente.test', kind: 'bounced', reason: '550 5.1.1 Mailbox unavailable' }),
  entry({ id: 3, email: 'lista@antiga.test', kind: 'imported', campaign: null, created_by: 'marina' }),
];

const open = (api: Routes = {}) =>
  renderApp('/descadastrados', { api: { 'GET /api/email/unsubscribes': ok(page(entries)), ...api } });

afterEach(() => vi.restoreAllMocks());

describe('/descadastrados', () => {
  it('lists each address with why, the campaign and the date in pt-BR', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Endereços descadastrados' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ana@cliente.test');
    expect(rows[1]).toHaveTextContent('Descadastrou-se');
    expect(rows[1]).toHaveTextContent('Black Friday');
    expect(rows[1]).toHaveTextContent(/28\/11\/2026 \d{2}:04/);
    expect(rows[2]).toHaveTextContent('Devolvido (bounce)550 5.1.1 Mailbox unavailable');
    expect(rows[3]).toHaveTextContent('Importadopor marina');
    expect(rows[3]).toHaveTextContent('—');
    expect(screen.getByText('3 endereços')).toBeInTheDocument();
  });

  it('searches on the server and pages through the list', async () => {
    const { user, server } = open({
      'GET /api/email/unsubscribes': (req) =>
        ok(
          req.query.get('search') === 'morto'
            ? page([entries[1]!])
            : page([entries[0]!], { total: 60, page: Number(req.query.get('page') ?? 1) }),
        ),
    });
    await screen.findByRole('table', { name: 'Endereços descadastrados' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(server.calls.at(-1)!.query.get('page')).toBe('2'));
    await user.type(screen.getByLabelText('Buscar e-mail'), 'morto');
    expect(await screen.findByText('morto@cliente.test')).toBeInTheDocument();
    const last = server.calls.filter((c) => c.path === '/api/email/unsubscribes').at(-1)!;
    expect([last.query.get('search'), last.query.get('page')]).toEqual(['morto', '1']);
  });

  it("'Reinscrever' asks first, then takes the address off and says so", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, server } = open({
      'DELETE /api/email/unsubscribes/2': ok({ message: 'morto@cliente.test foi reinscrito.' }),
    });
    const button = await screen.findByRole('button', { name: 'Reinscrever morto@cliente.test' });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Reinscrever morto@cliente.test?'));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(button);
    expect(await screen.findByText('morto@cliente.test foi reinscrito.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/email/unsubscribes/2']);
  });

  it('a re-subscribe someone else already made says so', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = open({
      'DELETE /api/email/unsubscribes/1': fail(404, 'Este endereço não está mais na lista de descadastrados'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reinscrever ana@cliente.test' }));
    expect(await screen.findByText('Este endereço não está mais na lista de descadastrados')).toBeInTheDocument();
  });

  it('the import names each invalid line by number before sending, and sends nothing until they are fixed', async () => {
    const { user, server } = open({
      'POST /api/email/unsubscribes/import': ok({
        message: '2 endereços importados; 1 já estavam na lista ou repetidos.',
        added: 2,
        skipped: 1,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar descadastrados' });
    const box = within(dialog).getByLabelText(/E-mails \(um por linha/);
    await user.type(box, 'email{enter}ok@a.test{enter}sem-arroba{enter}{enter}x@y');
    const invalid = within(dialog).getByRole('list', { name: 'Linhas inválidas' });
    expect(
      within(invalid)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Linha 3: "sem-arroba" não é um e-mail válido', 'Linha 5: "x@y" não é um e-mail válido']);
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'ok@a.test{enter}novo@b.test{enter}ok@a.test');
    expect(within(dialog).getByText(/2 e-mails a importar; 1 repetidos serão ignorados/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('2 endereços importados; 1 já estavam na lista ou repetidos.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/email/unsubscribes/import')!.body).toEqual({
      text: 'ok@a.test\nnovo@b.test\nok@a.test',
    });
  });

  it('the import reads a chosen file and shows the server’s refusal', async () => {
    const { user } = open({
      'POST /api/email/unsubscribes/import': fail(400, 'No máximo 10.000 linhas por importação', {
        text: 'No máximo 10.000 linhas por importação',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar descadastrados' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['email,nome\nfulano@c.test,Fulano\n'], 'lista.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/E-mails \(um por linha/)).toHaveValue('email,nome\nfulano@c.test,Fulano\n'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No máximo 10.000 linhas por importação');
  });

  it("an import with no address says 'Nenhum e-mail para importar' and sends nothing", async () => {
    const { user, server } = open();
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar descadastrados' });
    await user.type(within(dialog).getByLabelText(/E-mails \(um por linha/), 'email');
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nenhum e-mail para importar');
    expect(server.calls.filter((c) => c.path === '/api/email/unsubscribes/import')).toHaveLength(0);
  });

  it('at 390 px each address is a card with its button in reach', async () => {
    setViewportWidth(PHONE_WIDTH);
    open();
    const cards = await screen.findByRole('list', { name: 'Endereços descadastrados' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('ana@cliente.test');
    expect(within(first).getByRole('button', { name: 'Reinscrever ana@cliente.test' })).toBeInTheDocument();
  });

  it('is reached from /campanhas-email', async () => {
    const { user } = renderApp('/campanhas-email', {
      api: {
        'GET /api/email/campaigns': ok([]),
        'GET /api/email/smtp': ok({ host: 'smtp.loja.test', smtp_enabled: true }),
        'GET /api/email/unsubscribes': ok(page(entries)),
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Descadastrados' }));
    expect(await screen.findByRole('heading', { name: 'Descadastrados' })).toBeInTheDocument();
  });
});
