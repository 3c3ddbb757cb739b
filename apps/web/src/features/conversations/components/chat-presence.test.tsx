import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presenceText } from '@ponte/domain/conversations';
import { TYPING_SHOWN_MS } from '@ponte/domain/realtime';
import { adminUser, customerDetail } from '../../../test/fixtures';
import { lastSocket } from '../../../test/fake-socket';
import { ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.useRealTimers());

const carla = { id: 4, name: 'Carla Mendes' };
const open = (seller_name: string | null = 'Carla Mendes') => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return renderApp('/usuarios/10', {
    user: adminUser,
    api: { 'GET /api/users/10': ok(customerDetail({ seller_id: seller_name ? 4 : null, seller_name })) },
  });
};

describe('issue 31: who else is in the chat', () => {
  it('the header says whose chat it is, or that it has no attendant', async () => {
    open();
    expect(await screen.findByText(presenceText.assignedTo('Carla Mendes'))).toBeInTheDocument();
  });

  it('no attendant: says so', async () => {
    open(null);
    expect(await screen.findByText(presenceText.unassigned)).toBeInTheDocument();
  });

  it("names the others with the chat open (not me), and 'Carla Mendes está digitando…' until she stops", async () => {
    open();
    await screen.findByRole('textbox', { name: 'Mensagem' });
    act(
      () => void lastSocket().emit('chat:presence', { userId: 10, viewers: [{ id: adminUser.id, name: 'eu' }, carla] }),
    );
    expect(await screen.findByText(`${presenceText.alsoHere} Carla Mendes`)).toBeInTheDocument();
    // Another chat's events are not this one's.
    act(() => void lastSocket().emit('chat:typing', { userId: 11, staff: carla }));
    expect(screen.queryByText(presenceText.typing(['Carla Mendes']))).not.toBeInTheDocument();

    act(() => void lastSocket().emit('chat:typing', { userId: 10, staff: carla }));
    const typing = await screen.findByText(presenceText.typing(['Carla Mendes']));
    // A polite live region: screen readers hear it without losing their place.
    expect(typing.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    await act(() => vi.advanceTimersByTimeAsync(TYPING_SHOWN_MS + 10));
    await waitFor(() => expect(screen.queryByText(presenceText.typing(['Carla Mendes']))).not.toBeInTheDocument());

    // She closed the chat: her name goes.
    act(() => void lastSocket().emit('chat:presence', { userId: 10, viewers: [{ id: adminUser.id, name: 'eu' }] }));
    await waitFor(() => expect(screen.queryByText(/Também nesta conversa/)).not.toBeInTheDocument());
  });

  it('typing tells the room, at most once every few seconds', async () => {
    const { user } = open();
    const box = await screen.findByRole('textbox', { name: 'Mensagem' });
    act(() => void lastSocket().connect());
    await user.type(box, 'Olá, tudo');
    expect(lastSocket().sent.filter(([event]) => event === 'chat:typing')).toEqual([['chat:typing', 10]]);
  });

  it('a chat whose room was joined before the header listened asks who is here', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    renderApp('/usuarios/10', {
      user: adminUser,
      api: { 'GET /api/users/10': async () => (await loaded, ok(customerDetail())) },
    });
    // Connected and in the chat's room while the chat itself is still loading…
    await waitFor(() => expect(lastSocket()).toBeDefined());
    act(() => void lastSocket().connect());
    await waitFor(() => expect(lastSocket().sent).toContainEqual(['chat:open', 10]));
    // …so the header, which listens once the chat is on screen, asks again.
    release();
    await screen.findByRole('textbox', { name: 'Mensagem' });
    await waitFor(() => expect(lastSocket().sent).toContainEqual(['chat:presence', 10]));
  });
});
