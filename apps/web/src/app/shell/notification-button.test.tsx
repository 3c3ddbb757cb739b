import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { recordSounds } from '../../test/fake-audio';

function stubNotification(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  return requestPermission;
}

describe('notification button', () => {
  it("granting permission turns the sound on and the button reads 'Notificações ativas'", async () => {
    const requestPermission = stubNotification('default', 'granted');
    const { user } = renderApp('/vendas');
    await user.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect(requestPermission).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Notificações ativas' })).toBeInTheDocument();
    expect(localStorage.getItem('audioNotificationsEnabled')).toBe('true');
  });

  it('turning sounds on plays /notification.mp3 once at the test volume 0.01 (spec 1 §9)', async () => {
    stubNotification('default', 'granted');
    const played = recordSounds();
    const { user } = renderApp('/vendas');
    await user.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    await screen.findByRole('button', { name: 'Notificações ativas' });
    expect(played).toEqual([{ src: '/notification.mp3', volume: 0.01 }]);
    // Turning them off plays nothing.
    await user.click(screen.getByRole('button', { name: 'Notificações ativas' }));
    expect(played).toHaveLength(1);
  });

  it("denied permission alerts 'Por favor, permita notificações nas configurações do navegador'", async () => {
    stubNotification('default', 'denied');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderApp('/vendas');
    await user.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    await vi.waitFor(
      () => expect(alert).toHaveBeenCalledWith('Por favor, permita notificações nas configurações do navegador'),
      { timeout: 30_000 },
    );
    expect(localStorage.getItem('audioNotificationsEnabled')).toBeNull();
  });
});
