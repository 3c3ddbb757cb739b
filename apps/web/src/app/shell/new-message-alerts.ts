import { notifications } from '@mantine/notifications';
import type { Escalation, NewMessageEvent } from '@ponte/domain/conversations';
import { paymentMethodLabels } from '@ponte/domain/payment-methods';
import { formatBrl } from '@ponte/domain/money';
import type { SaleCreatedEvent } from '@ponte/domain/realtime';
import { currentScreenTitle } from '../../lib/document-title';
import { isAudioEnabled } from '../../lib/notification-preference';
import type { RealtimeSocket } from '../../lib/socket';

/** Spec 1 §9: desktop notification text is cut at 100 characters and closes after 10 s; toasts stay 10 s. */
export const NOTIFICATION_BODY_MAX = 100;
export const DESKTOP_NOTIFICATION_MS = 10_000;
export const TOAST_MS = 10_000;
/** Spec 1 §9 'Sound': /notification.mp3 at volume 0.7. */
export const NOTIFICATION_SOUND = '/notification.mp3';
export const NOTIFICATION_VOLUME = 0.7;
/** Spec 1 §9: the test sound played when sounds are turned on, barely audible. */
export const TEST_SOUND_VOLUME = 0.01;

export const newMessageTitle = (userName: string) => `Nova mensagem de ${userName}`;
/** Issue 31: one toast per customer, counting what arrived while it shows. */
export const newMessagesTitle = (count: number, userName: string) =>
  count === 1 ? newMessageTitle(userName) : `${count.toLocaleString('pt-BR')} novas mensagens de ${userName}`;
/** The toast of one customer's new messages: a second message updates it instead of stacking another. */
export const newMessageToastId = (userId: number) => `new-message-${userId}`;

/** The first 100 characters, with '...' when there were more. */
export function truncateBody(text: string, max = NOTIFICATION_BODY_MAX): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * '(3) Listas de Compras · Ponte' while messages arrive in a hidden tab; back to the screen's
 * title when the tab is seen. The title is read at each change, so it follows the open screen.
 */
export function createUnreadTitle(
  doc: Document = document,
  defaultTitle: string | (() => string) = currentScreenTitle,
) {
  const base = typeof defaultTitle === 'string' ? () => defaultTitle : defaultTitle;
  let unread = 0;
  return {
    get count() {
      return unread;
    },
    increment() {
      unread += 1;
      doc.title = `(${unread}) ${base()}`;
    },
    reset() {
      unread = 0;
      doc.title = base();
    },
  };
}

/** Plays the alert only when the user turned sounds on (audioNotificationsEnabled = 'true'). */
export function playNotificationSound(
  createAudio: (src: string) => HTMLAudioElement = (src) => new Audio(src),
): boolean {
  if (!isAudioEnabled()) return false;
  const audio = createAudio(NOTIFICATION_SOUND);
  audio.volume = NOTIFICATION_VOLUME;
  // Browsers refuse to play before the user has interacted with the page: nothing to do then.
  audio.play().catch(() => {});
  return true;
}

/**
 * The sound at TEST_SOUND_VOLUME, played from the click that turns sounds on: a browser lets a
 * page play audio once the user has started some from a gesture, so later alerts, which arrive
 * without one, are not refused.
 */
export function playTestSound(createAudio: (src: string) => HTMLAudioElement = (src) => new Audio(src)) {
  const audio = createAudio(NOTIFICATION_SOUND);
  audio.volume = TEST_SOUND_VOLUME;
  audio.play().catch(() => {});
}

/** A desktop notification when the browser allows them; clicking it brings the window back and runs `onClick`. */
export function showDesktopNotification(
  title: string,
  body: string,
  onClick: () => void,
  /** Notifications with one tag replace each other (one per customer) instead of piling up. */
  tag?: string,
): Notification | null {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
  const notification = new Notification(title, { body: truncateBody(body), icon: '/favicon.svg', tag });
  const close = setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_MS);
  notification.onclick = () => {
    clearTimeout(close);
    window.focus();
    onClick();
    notification.close();
  };
  return notification;
}

export type RealtimeHandlers = {
  onNewMessage: (event: NewMessageEvent) => void;
  /** A chat or a customer's state changed: read them again (events invalidate, never patch the cache). */
  onChatChanged: (userId: number | undefined) => void;
  /** A trainee's message was blocked by the AI check (sent to supervisors and admins only). */
  onEscalation?: (event: Escalation) => void;
  /** A block was released (supervisors, admins and the blocked trainee hear it). */
  onEscalationReleased?: (event: Escalation) => void;
  /** A payment was confirmed and became a sale. */
  onSale?: (event: SaleCreatedEvent) => void;
  /** The label catalogue changed (issue 32): every card showing labels reads them again. */
  onLabelsChanged?: () => void;
};

export const SALE_TITLE = 'Pagamento confirmado';

/** Every staff member sees the sale arrive; clicking opens the customer. */
export function showSale(event: SaleCreatedEvent, openCustomer: (userId: number) => void) {
  notifications.show({
    color: 'green',
    title: SALE_TITLE,
    message: `${event.customer_name} pagou ${formatBrl(event.sale.total_brl)} (${paymentMethodLabels[event.sale.payment_method] ?? event.sale.payment_method}) — lista "${event.list_name}"`,
    autoClose: TOAST_MS,
    style: { cursor: 'pointer' },
    onClick: () => openCustomer(event.sale.customer_id),
  });
}

/**
 * Events that change what the customer and chat screens show ('chat:message' and 'chat:status',
 * a message's ticks, reach only the screens showing that chat, 'chat:assigned' only the new attendant). A new customer message
 * comes as 'notification' alone (docs/0026), which refreshes them too.
 */
const CHAT_EVENTS = ['chat:message', 'chat:status', 'chat:updated', 'chat:assigned'] as const;

/** How many message ids a screen remembers to ring once: far more than a retry lags behind. */
export const HEARD_IDS_KEPT = 500;

/** True the first time an id is seen; the oldest are forgotten past HEARD_IDS_KEPT. */
function heardOnce() {
  const ids = new Set<number>();
  return (id: number) => {
    if (ids.has(id)) return false;
    ids.add(id);
    if (ids.size > HEARD_IDS_KEPT) ids.delete(ids.values().next().value!);
    return true;
  };
}

/** Listens to the server's events; returns the function that stops listening. */
export function listenToRealtime(
  socket: RealtimeSocket,
  { onNewMessage, onChatChanged, onEscalation, onEscalationReleased, onSale, onLabelsChanged }: RealtimeHandlers,
): () => void {
  const heard = heardOnce();
  // 'notification' may carry other kinds later: only a new message rings (and changes that chat).
  const onNotification = (event: NewMessageEvent) => {
    if (event.type !== 'new_message' || !event.data) return;
    // The server announces a message again when the gateway retries it (its first event may
    // have been lost): a message rings once.
    if (!heard(event.data.messageId)) return;
    onNewMessage(event);
    onChatChanged(event.data.userId);
  };
  const onChat = (event: { userId: number }) => onChatChanged(event.userId);
  const onBlocked = (event: Escalation) => onEscalation?.(event);
  const onReleased = (event: Escalation) => onEscalationReleased?.(event);
  const onSaleCreated = (event: SaleCreatedEvent) => onSale?.(event);
  const onLabels = () => {
    onLabelsChanged?.();
    onChatChanged(undefined);
  };
  socket.on('notification', onNotification);
  socket.on('labels:changed', onLabels);
  socket.on('escalation', onBlocked);
  socket.on('escalation:released', onReleased);
  socket.on('sale:created', onSaleCreated);
  for (const name of CHAT_EVENTS) socket.on(name, onChat);
  return () => {
    socket.off('notification', onNotification);
    socket.off('labels:changed', onLabels);
    socket.off('escalation', onBlocked);
    socket.off('escalation:released', onReleased);
    socket.off('sale:created', onSaleCreated);
    for (const name of CHAT_EVENTS) socket.off(name, onChat);
  };
}

export type NewMessageAlertOptions = {
  /** Opens the customer's screen. */
  openCustomer: (userId: number) => void;
  /** The one-line text of a message (media shown by kind or caption). */
  preview: (content: string) => string;
  doc?: Document;
  createAudio?: (src: string) => HTMLAudioElement;
  /** Whether a screen shows this customer's chat now (lib/socket's open chats). */
  isChatOpen?: (userId: number) => boolean;
};

/**
 * Spec 1 §4 'Notifications': a new customer message rings (if sounds are on), shows a desktop
 * notification (if allowed) and a toast, and counts in the tab title while the tab is hidden.
 */
export function createNewMessageAlerts({
  openCustomer,
  preview,
  doc = document,
  createAudio,
  isChatOpen = () => false,
}: NewMessageAlertOptions) {
  const unread = createUnreadTitle(doc);
  /** Customers with a toast on screen, and how many messages it counts. */
  const shown = new Map<number, number>();
  const onVisibility = () => {
    if (!doc.hidden) unread.reset();
  };
  doc.addEventListener('visibilitychange', onVisibility);

  const alert = ({ data }: NewMessageEvent) => {
    // Replies staff or the bot send are not news to staff.
    if (data.direction === 'outgoing') return;
    // Issue 31: the chat is on screen and the tab seen: the message shows there, nothing else to say.
    if (!doc.hidden && isChatOpen(data.userId)) return;
    const count = (shown.get(data.userId) ?? 0) + 1;
    shown.set(data.userId, count);
    const title = newMessagesTitle(count, data.userName);
    const body = truncateBody(preview(data.message));
    // A burst from one customer rings once while its toast shows; a hidden tab rings for each.
    if (count === 1 || doc.hidden) playNotificationSound(createAudio);
    showDesktopNotification(title, body, () => openCustomer(data.userId), newMessageToastId(data.userId));
    const id = newMessageToastId(data.userId);
    const toast = {
      id,
      title,
      message: body,
      autoClose: TOAST_MS,
      color: 'indigo',
      style: { cursor: 'pointer' },
      onClick: () => {
        notifications.hide(id);
        openCustomer(data.userId);
      },
      onClose: () => shown.delete(data.userId),
    };
    if (count === 1) notifications.show(toast);
    else notifications.update(toast);
    if (doc.hidden) unread.increment();
  };

  return {
    alert,
    unread,
    dispose() {
      doc.removeEventListener('visibilitychange', onVisibility);
      if (unread.count) unread.reset();
    },
  };
}
