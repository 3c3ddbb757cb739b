import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { transcriptText } from '@ponte/domain/conversation-texts';
import { customerDetail, traineeUser } from '../../../test/fixtures';
import { ok } from '../../../test/mock-api';
import { expectEachFormatDownloads, expectRefusedExportSaysWhy } from '../../../test/customer-export';
import { renderApp } from '../../../test/render-app';

// Issue 32: the conversation's transcript from the customer's page.
describe("'Exportar conversa'", () => {
  const menu = { button: transcriptText.button, route: 'GET /api/customers/10/transcript' };

  it('an admin downloads the conversation as PDF or text, under the name the server gives', () =>
    expectEachFormatDownloads(menu, 'conversa', [
      [transcriptText.pdf, 'pdf'],
      [transcriptText.txt, 'txt'],
    ]));

  it('a refused export says why', () => expectRefusedExportSaysWhy(menu, transcriptText.txt));

  it('is not offered to a trainee', async () => {
    renderApp('/usuarios/10', { user: traineeUser, api: { 'GET /api/users/10': ok(customerDetail()) } });
    await screen.findByRole('heading', { name: 'Maria Souza' });
    expect(screen.queryByRole('button', { name: transcriptText.button })).not.toBeInTheDocument();
  });
});
