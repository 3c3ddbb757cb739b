import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewMessageEvent } from '@ponte/domain/conversations';
import { FakeSocket } from '../../test/fake-socket';
import { ESCALATION_TITLE, escalationText, showEscalation } from './escalation-toast';
import {
  createNewMessageAlerts,
  createUnreadTitle,
  DESKTOP_NOTIFICATION_MS,
  HEARD_IDS_KEPT,
  listenToRealtime,
  showSale,
  SALE_TITLE,
  NOTIFICATION_SOUND,
  NOTIFICATION_VOLUME,
  playNotificationSound,
  truncateBody,
} from './new-message-alerts';

// Spied, not vi.mock'ed: test files share the module cache, so new-message-alerts may already hold
// the real module; a spy on its `notifications` object is seen wherever it was imported.
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  vi.spyOn(notifications, 'hide').mockImplementation((id) => id);
  vi.spyOn(notifications, 'update').mockImplementation((n) => n.id ?? '');
});

// setHidden shadows document.hidden; the next test (or file) gets happy-dom's own getter back.
afterEach(() => {
  delete (document as { hidden?: boolean }).hidden;
});

let messageSeq = 0;
/** A new message, each with its own id unless one is given. */
const newMessage = (data: Partial<NewMessageEvent['data']> = {}): NewMessageEvent => ({
  type: 'new_message',
  data: {
    message: 'Oi, chegou meu pedido?',
    userName: 'Maria Souza',
    userId: 10,
    messageId: ++messageSeq,
    direction: 'incoming',
    ...data,
  },
});

function fakeAudio() {
  const audio = { volume: 1, play: vi.fn(async () => {}) };
  const createAudio = vi.fn((_src: string) => audio as unknown as HTMLAudioElement);
  return { audio, createAudio };
}

/** A desktop Notification the test can inspect; permission as given. */
function stubNotification(permission: NotificationPermission) {
  const created: {
    title: string;
    options: NotificationOptions;
    close: ReturnType<typeof vi.fn>;
    onclick: (() => void) | null;
  }[] = [];
  const NotificationStub = vi.fn(function (
    this: (typeof created)[number],
    title: string,
    options: NotificationOptions,
  ) {
    this.title = title;
    this.options = options;
    this.close = vi.fn();
    this.onclick = null;
    created.push(this);
  });
  vi.stubGlobal('Notification', Object.assign(NotificationStub, { permission }));
  return created;
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('new-message alerts', () => {
  it('the desktop notification body is cut at 100 characters', () => {
    expect(truncateBody('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncateBody('b'.repeat(150))).toBe(`${'b'.repeat(100)}...`);
  });

  it("the tab title counts unread messages, '(3) Ponte', and goes back to 'Ponte' on reset", () => {
    const title = createUnreadTitle(document, 'Ponte');
    title.increment();
    title.increment();
    title.increment();
    expect(document.title).toBe('(3) Ponte');
    title.reset();
    expect(document.title).toBe('Ponte');
    expect(title.count).toBe(0);
  });

  it("the sound plays at volume 0.7 only when audioNotificationsEnabled is 'true'", () => {
    const { audio, createAudio } = fakeAudio();
    expect(playNotificationSound(createAudio)).toBe(false);
    expect(createAudio).not.toHaveBeenCalled();

    localStorage.setItem('audioNotificationsEnabled', 'true');
    expect(playNotificationSound(createAudio)).toBe(true);
    expect(createAudio).toHaveBeenCalledWith(NOTIFICATION_SOUND);
    expect(audio.volume).toBe(NOTIFICATION_VOLUME);
    expect(audio.play).toHaveBeenCalled();
  });

  it('a new_message event from the socket rings, notifies the desktop and counts in the title while the tab is hidden', () => {
    vi.useFakeTimers();
    localStorage.setItem('audioNotificationsEnabled', 'true');
    const created = stubNotification('granted');
    const { audio, createAudio } = fakeAudio();
    const openCustomer = vi.fn();
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    const socket = new FakeSocket();
    const alerts = createNewMessageAlerts({ openCustomer, preview: (text) => text, createAudio });
    const stop = listenToRealtime(socket, { onNewMessage: alerts.alert, onChatChanged: vi.fn() });

    setHidden(true);
    socket.emit('notification', newMessage({ message: 'x'.repeat(120) }));
    socket.emit('notification', newMessage());
    expect(audio.play).toHaveBeenCalledTimes(2);
    expect(created[0].title).toBe('Nova mensagem de Maria Souza');
    expect(created[0].options.body).toBe(`${'x'.repeat(100)}...`);
    expect(document.title).toBe('(2) Ponte');

    created[1].onclick!();
    expect(focus).toHaveBeenCalled();
    expect(openCustomer).toHaveBeenCalledWith(10);
    vi.advanceTimersByTime(DESKTOP_NOTIFICATION_MS);
    expect(created[0].close).toHaveBeenCalled();

    setHidden(false);
    expect(document.title).toBe('Ponte');
    stop();
    alerts.dispose();
    socket.emit('notification', newMessage());
    expect(audio.play).toHaveBeenCalledTimes(2);
  });

  it('a message announced again (a gateway retry) rings once; the oldest ids are forgotten past HEARD_IDS_KEPT', () => {
    const socket = new FakeSocket();
    const onNewMessage = vi.fn();
    const onChatChanged = vi.fn();
    listenToRealtime(socket, { onNewMessage, onChatChanged });
    const first = newMessage();
    socket.emit('notification', first);
    socket.emit('notification', first);
    expect(onNewMessage).toHaveBeenCalledTimes(1);
    for (let i = 0; i < HEARD_IDS_KEPT; i++) socket.emit('notification', newMessage());
    expect(onNewMessage).toHaveBeenCalledTimes(1 + HEARD_IDS_KEPT);
    socket.emit('notification', first);
    expect(onNewMessage).toHaveBeenCalledTimes(2 + HEARD_IDS_KEPT);
  });

  it('without notification permission or sound, only the in-page toast shows; the title is untouched while visible', () => {
    const created = stubNotification('denied');
    const { createAudio } = fakeAudio();
    setHidden(false);
    document.title = 'Ponte';
    const socket = new FakeSocket();
    const alerts = createNewMessageAlerts({ openCustomer: vi.fn(), preview: (text) => text, createAudio });
    listenToRealtime(socket, { onNewMessage: alerts.alert, onChatChanged: vi.fn() });

    socket.emit('notification', newMessage());
    expect(created).toHaveLength(0);
    expect(createAudio).not.toHaveBeenCalled();
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Nova mensagem de Maria Souza',
        message: 'Oi, chegou meu pedido?',
        autoClose: 10_000,
      }),
    );
    expect(document.title).toBe('Ponte');
    alerts.dispose();
  });

  it("'chat:message', 'chat:updated' and 'chat:assigned' ask for a refresh of that customer; other notifications are ignored", () => {
    const socket = new FakeSocket();
    const onNewMessage = vi.fn();
    const onChatChanged = vi.fn();
    listenToRealtime(socket, { onNewMessage, onChatChanged });
    socket.emit('chat:message', { userId: 10, message: {} });
    socket.emit('chat:updated', { userId: 11, bot_enabled: false });
    socket.emit('chat:assigned', { userId: 12, customer_name: 'Ana Lima', by: 'carla.mendes' });
    socket.emit('notification', { type: 'something_else' });
    expect(onChatChanged.mock.calls).toEqual([[10], [11], [12]]);
    expect(onNewMessage).not.toHaveBeenCalled();
  });

  it("a new_message 'notification' rings and refreshes that customer's chat: it is the only event of an incoming message", () => {
    const socket = new FakeSocket();
    const onNewMessage = vi.fn();
    const onChatChanged = vi.fn();
    listenToRealtime(socket, { onNewMessage, onChatChanged });
    socket.emit('notification', newMessage());
    expect(onNewMessage).toHaveBeenCalledTimes(1);
    expect(onChatChanged.mock.calls).toEqual([[newMessage().data.userId]]);
  });

  it("an 'escalation' reaches the supervisor as a toast that stays, naming the trainee, the customer and the blocked text", () => {
    const socket = new FakeSocket();
    const openCustomer = vi.fn();
    listenToRealtime(socket, {
      onNewMessage: vi.fn(),
      onChatChanged: vi.fn(),
      onEscalation: (e) => showEscalation(e, { openCustomer, onReleaseSettled: vi.fn() }),
    });
    const event = {
      id: 1,
      trainee_id: 3,
      trainee_name: 'lucas',
      customer_id: 10,
      customer_name: 'Maria',
      customer_phone: '5511988887777',
      blocked_message: 'seu idiota',
      ai_feedback: 'Linguagem ofensiva',
      created_at: '2025-03-10T15:00:00.000Z',
      resolved_at: null,
      released_by: null,
      released_by_name: null,
    };
    socket.emit('escalation', event);
    const shown = vi.mocked(notifications.show).mock.calls.at(-1)![0];
    expect(shown).toMatchObject({ id: 'escalation-1', title: ESCALATION_TITLE, autoClose: false, color: 'red' });
    expect(escalationText(event)).toBe('lucas → Maria: “seu idiota” (Linguagem ofensiva)');
    expect(escalationText({ ...event, customer_name: '' })).toBe(
      'lucas → +55 (11) 98888-7777: “seu idiota” (Linguagem ofensiva)',
    );
    shown.onClick!({} as never);
    expect(openCustomer).toHaveBeenCalledWith(10);
  });

  it("a 'sale:created' shows every staff member who paid, how much and how; clicking opens the customer", () => {
    const socket = new FakeSocket();
    const openCustomer = vi.fn();
    const stop = listenToRealtime(socket, {
      onNewMessage: vi.fn(),
      onChatChanged: vi.fn(),
      onSale: (e) => showSale(e, openCustomer),
    });
    socket.emit('sale:created', {
      sale: { id: 3, shopping_list_id: 7, customer_id: 10, seller_id: 2, total_brl: 1234.5, payment_method: 'pix' },
      customer_name: 'Maria',
      list_name: 'Natal',
    });
    const shown = vi.mocked(notifications.show).mock.calls.at(-1)![0];
    expect(shown).toMatchObject({ title: SALE_TITLE, color: 'green' });
    expect(shown.message).toBe('Maria pagou R$ 1.234,50 (PIX) — lista "Natal"');
    shown.onClick!({} as never);
    expect(openCustomer).toHaveBeenCalledWith(10);
    stop();
    const calls = vi.mocked(notifications.show).mock.calls.length;
    socket.emit('sale:created', {
      sale: { id: 4, customer_id: 1, total_brl: 1, payment_method: 'pix' },
      customer_name: 'X',
      list_name: 'Y',
    });
    expect(vi.mocked(notifications.show).mock.calls.length).toBe(calls);
  });

  describe('issue 31: quieter toasts', () => {
    it('no toast, sound or desktop notice for a message of the chat on screen while the tab is seen', () => {
      localStorage.setItem('audioNotificationsEnabled', 'true');
      const created = stubNotification('granted');
      const { createAudio } = fakeAudio();
      setHidden(false);
      const alerts = createNewMessageAlerts({
        openCustomer: vi.fn(),
        preview: (text) => text,
        createAudio,
        isChatOpen: (id) => id === 10,
      });
      alerts.alert(newMessage());
      expect(notifications.show).not.toHaveBeenCalled();
      expect(createAudio).not.toHaveBeenCalled();
      expect(created).toHaveLength(0);
      // Another customer's message still rings.
      alerts.alert(newMessage({ userId: 11, userName: 'Ana Lima' }));
      expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Nova mensagem de Ana Lima' }));
      // The same chat open in a hidden tab is not seen: it alerts.
      setHidden(true);
      alerts.alert(newMessage({ messageId: 6 }));
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Nova mensagem de Maria Souza' }),
      );
      alerts.dispose();
    });

    it('several messages from one customer are one toast with a count, ringing once; closed, the next starts again', () => {
      localStorage.setItem('audioNotificationsEnabled', 'true');
      stubNotification('denied');
      const { audio, createAudio } = fakeAudio();
      setHidden(false);
      const alerts = createNewMessageAlerts({ openCustomer: vi.fn(), preview: (text) => text, createAudio });
      alerts.alert(newMessage({ message: 'Oi' }));
      alerts.alert(newMessage({ message: 'Tudo bem?', messageId: 6 }));
      alerts.alert(newMessage({ message: 'Chegou?', messageId: 7 }));
      expect(notifications.show).toHaveBeenCalledTimes(1);
      expect(vi.mocked(notifications.update).mock.calls.map(([n]) => [n.id, n.title, n.message])).toEqual([
        ['new-message-10', '2 novas mensagens de Maria Souza', 'Tudo bem?'],
        ['new-message-10', '3 novas mensagens de Maria Souza', 'Chegou?'],
      ]);
      expect(audio.play).toHaveBeenCalledTimes(1);

      const first = vi.mocked(notifications.show).mock.calls[0]![0];
      first.onClose?.(first as never);
      alerts.alert(newMessage({ message: 'Alô?', messageId: 8 }));
      expect(notifications.show).toHaveBeenCalledTimes(2);
      expect(vi.mocked(notifications.show).mock.calls[1]![0]).toMatchObject({ title: 'Nova mensagem de Maria Souza' });
      alerts.dispose();
    });
  });
});
