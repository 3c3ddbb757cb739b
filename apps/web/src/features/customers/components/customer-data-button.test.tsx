import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eraseText, privacyText } from '@ponte/domain/privacy';
import type { SessionUser } from '@ponte/domain/session';
import { customerDetail } from '../../../test/fixtures';
import { ok } from '../../../test/mock-api';
import { expectEachFormatDownloads, expectRefusedExportSaysWhy } from '../../../test/customer-export';
import { renderApp } from '../../../test/render-app';

// Issue 33: the customer's data under LGPD, from the customer's page.
const supervisorUser: SessionUser = { id: 2, name: 'bruno', email: 'bruno@ponte.local', role: 'operador' };

describe("'Dados do cliente (LGPD)'", () => {
  const menu = { button: privacyText.title, route: 'GET /api/customers/10/data-export' };

  it('an admin downloads it as JSON or as a printable HTML page', () =>
    expectEachFormatDownloads(menu, {}, [
      [privacyText.exportJson, 'json'],
      [privacyText.exportHtml, 'html'],
    ]));

  it('a refused export says why', () => expectRefusedExportSaysWhy(menu, privacyText.exportJson));

  it('is offered to admins only', async () => {
    renderApp('/usuarios/10', { user: supervisorUser, api: { 'GET /api/users/10': ok(customerDetail()) } });
    await screen.findByRole('heading', { name: 'Maria Souza' });
    expect(screen.queryByRole('button', { name: privacyText.title })).not.toBeInTheDocument();
  });

  it("'Apagar dados do cliente (LGPD)': the button stays off until the name is typed (accents and case aside); then it erases", async () => {
    const { user, server } = renderApp('/usuarios/10', {
      api: { 'GET /api/users/10': ok(customerDetail()), 'POST /api/customers/10/erase': ok({ erased: true }) },
    });
    await user.click(await screen.findByRole('button', { name: privacyText.title }));
    await user.click(await screen.findByRole('menuitem', { name: eraseText.button }));
    const dialog = await screen.findByRole('dialog', { name: eraseText.title });
    expect(within(dialog).getByText(eraseText.warning)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: eraseText.submit });
    const field = within(dialog).getByRole('textbox', { name: eraseText.confirmLabel });
    await user.type(field, 'Maria');
    expect(submit).toBeDisabled();
    await user.type(field, ' souza');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(server.callsTo('POST /api/customers/10/erase')).toHaveLength(1));
    expect(server.callsTo('POST /api/customers/10/erase')[0]!.body).toEqual({ confirm_name: 'Maria souza' });
    expect(await screen.findByText(eraseText.done)).toBeInTheDocument();
  });
});
