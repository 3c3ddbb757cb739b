// Zod-free (notifications.ts holds the schemas): the shell's bell imports these.
import { taskNoticeLine, type TaskNoticeKind, type TaskStatus } from './task-texts';

/**
 * 'task' is a task given to me; 'task_notice' anything else about my tasks (docs/0048);
 * 'chat_assigned' a chat given to me by someone else; 'note_mention' a note naming me (issue 32).
 */
export const NOTIFICATION_KINDS = [
  'messages',
  'escalation',
  'task',
  'task_notice',
  'chat_assigned',
  'sale',
  'note_mention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How far back the bell looks, and how many items it shows. */
export const NOTIFICATION_DAYS = 7;
export const NOTIFICATION_ITEMS_MAX = 30;

export const notificationText = {
  bell: 'Notificações',
  title: 'Notificações',
  empty: 'Nenhuma notificação',
  markAllRead: 'Marcar todas como lidas',
  invalidCursor: 'Marcador de leitura inválido',
  unread: (n: number) => (n === 1 ? '1 não lida' : `${n} não lidas`),
  openChat: 'Abrir chat',
} as const;

/** The toast's and the bell's line: 'Chat de Maria Souza atribuído a você por carla.mendes'. */
export const chatAssignedLine = (customerName: string | null, by: string | null) =>
  `Chat de ${customerName ?? 'cliente'} atribuído a você${by ? ` por ${by}` : ''}`;

/** The toast's and the bell's line: 'carla.mendes mencionou você numa nota sobre Maria Souza'. */
export const noteMentionLine = (by: string | null, customerName: string | null) =>
  `${by ?? 'Alguém'} mencionou você numa nota sobre ${customerName ?? 'cliente'}`;

/** The Portuguese line of an item (the panel and its tests). */
export function notificationLine(item: {
  kind: NotificationKind;
  unread: boolean;
  count: number;
  customer_name: string | null;
  actor_name: string | null;
  notice?: TaskNoticeKind | null;
  task_status?: TaskStatus | null;
}): string {
  const customer = item.customer_name ?? 'cliente';
  switch (item.kind) {
    case 'messages':
      if (!item.unread) return `Mensagens de ${customer}`;
      return item.count === 1 ? `Nova mensagem de ${customer}` : `${item.count} novas mensagens de ${customer}`;
    case 'escalation':
      return `Mensagem bloqueada de ${item.actor_name ?? 'trainee'} para ${customer}`;
    case 'task':
      return item.actor_name ? `${item.actor_name} atribuiu uma tarefa a você` : 'Tarefa atribuída a você';
    case 'task_notice':
      return taskNoticeLine(item.notice ?? 'edit', item.actor_name, item.task_status ?? null);
    case 'chat_assigned':
      return chatAssignedLine(customer, item.actor_name);
    case 'sale':
      return `Pagamento confirmado de ${customer}`;
    case 'note_mention':
      return noteMentionLine(item.actor_name, customer);
  }
}
