import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { transcriptText } from '@ponte/domain/conversation-texts';
import { customerDetail, traineeUser } from '../../../test/fixtures';
import { fail, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Issue 32: the conversation's transcript from the customer's page.
describe("'Exportar conversa'", () => {
  it('an admin downloads the conversation as PDF or text, under the name the server gives', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { user, server } = renderApp('/usuarios/10', {
      api: { 'GET /api/users/10': ok(customerDetail()), 'GET /api/customers/10/transcript': ok('conversa') },
    });
    await user.click(await screen.findByRole('button', { name: transcriptText.button }));
    await user.click(await screen.findByRole('menuitem', { name: transcriptText.pdf }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.callsTo('GET /api/customers/10/transcript')[0]!.query.get('formato')).toBe('pdf');
    await user.click(screen.getByRole('button', { name: transcriptText.button }));
    await user.click(await screen.findByRole('menuitem', { name: transcriptText.txt }));
    await waitFor(() => expect(server.callsTo('GET /api/customers/10/transcript')).toHaveLength(2));
    expect(server.callsTo('GET /api/customers/10/transcript')[1]!.query.get('formato')).toBe('txt');
    click.mockRestore();
  });

  it('a refused export says why', async () => {
    const { user } = renderApp('/usuarios/10', {
      api: {
        'GET /api/users/10': ok(customerDetail()),
        'GET /api/customers/10/transcript': fail(404, 'Cliente não encontrado'),
      },
    });
    await user.click(await screen.findByRole('button', { name: transcriptText.button }));
    await user.click(await screen.findByRole('menuitem', { name: transcriptText.txt }));
    expect(await screen.findByText('Cliente não encontrado')).toBeInTheDocument();
  });

  it('is not offered to a trainee', async () => {
    renderApp('/usuarios/10', { user: traineeUser, api: { 'GET /api/users/10': ok(customerDetail()) } });
    await screen.findByRole('heading', { name: 'Maria Souza' });
    expect(screen.queryByRole('button', { name: transcriptText.button })).not.toBeInTheDocument();
  });
});
