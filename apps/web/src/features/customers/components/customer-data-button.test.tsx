import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { privacyText } from '@ponte/domain/privacy';
import type { SessionUser } from '@ponte/domain/session';
import { customerDetail } from '../../../test/fixtures';
import { fail, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Issue 33: the customer's data under LGPD, from the customer's page.
const supervisorUser: SessionUser = { id: 2, name: 'bruno', email: 'bruno@ponte.local', role: 'operador' };

describe("'Dados do cliente (LGPD)'", () => {
  it('an admin downloads it as JSON or as a printable HTML page', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { user, server } = renderApp('/usuarios/10', {
      api: { 'GET /api/users/10': ok(customerDetail()), 'GET /api/customers/10/data-export': ok({}) },
    });
    await user.click(await screen.findByRole('button', { name: privacyText.title }));
    await user.click(await screen.findByRole('menuitem', { name: privacyText.exportJson }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.callsTo('GET /api/customers/10/data-export')[0]!.query.get('formato')).toBe('json');
    await user.click(screen.getByRole('button', { name: privacyText.title }));
    await user.click(await screen.findByRole('menuitem', { name: privacyText.exportHtml }));
    await waitFor(() => expect(server.callsTo('GET /api/customers/10/data-export')).toHaveLength(2));
    expect(server.callsTo('GET /api/customers/10/data-export')[1]!.query.get('formato')).toBe('html');
    click.mockRestore();
  });

  it('a refused export says why', async () => {
    const { user } = renderApp('/usuarios/10', {
      api: {
        'GET /api/users/10': ok(customerDetail()),
        'GET /api/customers/10/data-export': fail(404, 'Cliente não encontrado'),
      },
    });
    await user.click(await screen.findByRole('button', { name: privacyText.title }));
    await user.click(await screen.findByRole('menuitem', { name: privacyText.exportJson }));
    expect(await screen.findByText('Cliente não encontrado')).toBeInTheDocument();
  });

  it('is offered to admins only', async () => {
    renderApp('/usuarios/10', { user: supervisorUser, api: { 'GET /api/users/10': ok(customerDetail()) } });
    await screen.findByRole('heading', { name: 'Maria Souza' });
    expect(screen.queryByRole('button', { name: privacyText.title })).not.toBeInTheDocument();
  });
});
