import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { customerDetail } from './fixtures';
import { fail, ok } from './mock-api';
import { renderApp } from './render-app';

/** An export menu of customer 10's page: its button, and the GET it calls (`GET /api/customers/10/…`). */
type ExportMenu = { button: string; route: string };

/** Picks each format of the menu in turn: each one downloads a file, asked for with `formato`. */
export async function expectEachFormatDownloads(
  { button, route }: ExportMenu,
  reply: unknown,
  picks: [item: string, format: string][],
) {
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  const { user, server } = renderApp('/usuarios/10', {
    api: { 'GET /api/users/10': ok(customerDetail()), [route]: ok(reply) },
  });
  for (const [i, [item, format]] of picks.entries()) {
    await user.click(
      i === 0 ? await screen.findByRole('button', { name: button }) : screen.getByRole('button', { name: button }),
    );
    await user.click(await screen.findByRole('menuitem', { name: item }));
    if (i === 0) await waitFor(() => expect(click).toHaveBeenCalled());
    else await waitFor(() => expect(server.callsTo(route)).toHaveLength(i + 1));
    expect(server.callsTo(route)[i]!.query.get('formato')).toBe(format);
  }
  click.mockRestore();
}

/** The server refuses the export: the page says why. */
export async function expectRefusedExportSaysWhy({ button, route }: ExportMenu, item: string) {
  const { user } = renderApp('/usuarios/10', {
    api: {
      'GET /api/users/10': ok(customerDetail()),
      [route]: fail(404, 'Cliente não encontrado'),
    },
  });
  await user.click(await screen.findByRole('button', { name: button }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  expect(await screen.findByText('Cliente não encontrado')).toBeInTheDocument();
}
