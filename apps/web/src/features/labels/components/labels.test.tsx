import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { labelText, type Label, type LabelRef } from '@ponte/domain/labels';
import { customer, customerDetail, traineeUser } from '../../../test/fixtures';
import { lastSocket } from '../../../test/fake-socket';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Issue 32: 'Etiquetas' kept on /etiquetas, set on the customer's page, filtering /usuarios.
const vip: Label = { id: 1, name: 'VIP', color: 'grape', customers: 3 };
const wholesale: Label = { id: 2, name: 'Atacado', color: 'teal', customers: 1 };
const ref = ({ id, name, color }: Label): LabelRef => ({ id, name, color });

describe('/etiquetas', () => {
  it('lists the labels with how many customers carry each; a new one is checked before it is sent', async () => {
    const { user, server } = renderApp('/etiquetas', {
      api: {
        'GET /api/labels': ok([wholesale, vip]),
        'POST /api/labels': () => {
          const message = labelText.nameTaken.replace('{name}', 'vip');
          return fail(409, message, { name: message });
        },
      },
    });
    const list = await screen.findByRole('list', { name: labelText.title });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Atacado1 cliente', 'VIP3 clientes']);
    await user.click(screen.getByRole('button', { name: labelText.newLabel }));
    const dialog = await screen.findByRole('dialog', { name: labelText.newLabel });
    await user.click(within(dialog).getByRole('button', { name: labelText.save }));
    expect(await within(dialog).findByText(labelText.nameRequired)).toBeInTheDocument();
    expect(server.callsTo('POST /api/labels')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'vip');
    await user.click(within(dialog).getByRole('button', { name: labelText.save }));
    expect(await within(dialog).findAllByText(labelText.nameTaken.replace('{name}', 'vip'))).not.toHaveLength(0);
    expect(server.callsTo('POST /api/labels')[0]!.body).toEqual({ name: 'vip', color: 'indigo' });
  });

  it('deletes after saying how many customers lose it', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = renderApp('/etiquetas', {
      api: { 'GET /api/labels': ok([vip]), 'DELETE /api/labels/1': ok(null) },
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir VIP' }));
    expect(confirm).toHaveBeenCalledWith('Excluir a etiqueta "VIP"? Ela sai de 3 clientes.');
    await waitFor(() => expect(server.callsTo('DELETE /api/labels/1')).toHaveLength(1));
  });
});

describe("a customer's labels", () => {
  function detailApi(extra: Routes = {}): Routes {
    let labels: LabelRef[] = [ref(vip)];
    return {
      'GET /api/labels': ok([wholesale, vip]),
      'GET /api/users/10': () => ok(customerDetail({ labels })),
      'POST /api/customers/10/labels': (req) => {
        const id = (req.body as { label_id: number }).label_id;
        labels = [...labels, ref([vip, wholesale].find((l) => l.id === id)!)];
        return ok({ customer_id: 10, labels });
      },
      'DELETE /api/customers/10/labels/1': () => {
        labels = labels.filter((l) => l.id !== 1);
        return ok({ customer_id: 10, labels });
      },
      ...extra,
    };
  }

  it('any staff member puts one on from the menu and takes one off its badge; the page shows the change', async () => {
    const { user, server } = renderApp('/usuarios/10', { user: traineeUser, api: detailApi() });
    const group = await screen.findByRole('group', { name: labelText.title });
    expect(within(group).getByRole('button', { name: 'Remover VIP' })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: labelText.title }));
    const choices = await screen.findByRole('group', { name: labelText.editCustomer });
    const wholesaleBox = within(choices).getByRole('checkbox', { name: 'Atacado' });
    expect(wholesaleBox).not.toBeChecked();
    expect(within(choices).getByRole('checkbox', { name: 'VIP' })).toBeChecked();
    // A trainee is not offered the catalogue's screen.
    expect(within(choices).queryByRole('link', { name: labelText.manage })).not.toBeInTheDocument();
    await user.click(wholesaleBox);
    await waitFor(() => expect(server.callsTo('POST /api/customers/10/labels')[0]!.body).toEqual({ label_id: 2 }));
    expect(await within(group).findByRole('button', { name: 'Remover Atacado' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(group).getByRole('button', { name: 'Remover VIP' }));
    await waitFor(() => expect(within(group).queryByRole('button', { name: 'Remover VIP' })).not.toBeInTheDocument());
  });

  it('a renamed label (labels:changed) is read again by the open page', async () => {
    const { server } = renderApp('/usuarios/10', { api: detailApi() });
    await screen.findByRole('group', { name: labelText.title });
    const [details, catalogue] = [server.callsTo('GET /api/users/10').length, server.callsTo('GET /api/labels').length];
    act(() => void lastSocket().emit('labels:changed', { label_id: 1 }));
    await waitFor(() => expect(server.callsTo('GET /api/users/10').length).toBeGreaterThan(details));
    await waitFor(() => expect(server.callsTo('GET /api/labels').length).toBeGreaterThan(catalogue));
  });
});

describe('/usuarios by label', () => {
  it('shows each customer’s labels; choosing one asks the server for its customers and keeps it in the address', async () => {
    const list = (labels: LabelRef[]) => ({
      status: 200,
      body: {
        success: true,
        data: [customer({ labels })],
        pagination: { page: 1, limit: 20, total: 1, pages: 1 },
        summary: { total: 1, active: 1, withLists: 1 },
      },
    });
    const { user, server, router } = renderApp('/usuarios', {
      api: { 'GET /api/labels': ok([wholesale, vip]), 'GET /api/customers': list([ref(vip)]) },
    });
    const row = await screen.findByRole('article', { name: 'Maria Souza' });
    expect(within(row).getByText('VIP')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: labelText.filterLabel }));
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/customers').some((c) => c.query.get('etiqueta') === '1')).toBe(true),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?etiqueta=1'));
  });
});
