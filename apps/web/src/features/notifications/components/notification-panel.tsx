import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Group, Loader, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCash,
  IconChecklist,
  IconMessageCircle,
  IconNote,
  IconUserShare,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatDateTimeBR } from '@ponte/domain/dates';
import type { NotificationItem } from '@ponte/domain/notifications';
import { notificationLine, notificationText, type NotificationKind } from '@ponte/domain/notification-texts';
import { formatBrl } from '@ponte/domain/money';
import { relativeTime } from '../../../lib/relative-time';
import { ReleaseBlockButton } from '../../../ui/release-block-button';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { notificationKeys } from '../api/query-keys';

const icons: Record<NotificationKind, { icon: ReactNode; color: string }> = {
  messages: { icon: <IconMessageCircle size={16} />, color: 'indigo' },
  escalation: { icon: <IconAlertTriangle size={16} />, color: 'orange' },
  task: { icon: <IconChecklist size={16} />, color: 'grape' },
  task_notice: { icon: <IconChecklist size={16} />, color: 'grape' },
  chat_assigned: { icon: <IconUserShare size={16} />, color: 'indigo' },
  sale: { icon: <IconCash size={16} />, color: 'green' },
  note_mention: { icon: <IconNote size={16} />, color: 'yellow' },
};

/** The screen an item opens: the customer's chat (its messages, or a chat given to me), the tasks, the sales. */
export function notificationTarget(item: NotificationItem): string {
  switch (item.kind) {
    case 'messages':
    case 'chat_assigned':
    case 'note_mention':
      return `/usuarios/${item.customer_id}`;
    case 'escalation':
      return item.customer_id ? `/usuarios/${item.customer_id}` : '/atendimento';
    case 'task':
    case 'task_notice':
      return '/tarefas';
    case 'sale':
      return '/vendas';
  }
}

function Detail({ item }: { item: NotificationItem }) {
  const detail = item.kind === 'sale' && item.amount_brl !== null ? formatBrl(item.amount_brl) : item.preview;
  if (!detail) return null;
  return (
    <Text size="sm" c="gray.7" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
      {item.kind === 'sale' && item.preview ? `${item.preview} · ${detail}` : detail}
    </Text>
  );
}

type NotificationPanelProps = {
  compact: boolean;
  /** The badge's count: what is still unread on the server. */
  unread: number;
  onClose: () => void;
};

/**
 * The bell's panel: this staff member's recent notifications, newest first. Opening it marks
 * what it shows as read (the feed's cursor, kept on the server); what arrives while it is open
 * stays unread until 'Marcar todas como lidas'.
 */
export function NotificationPanel({ compact, unread, onClose }: NotificationPanelProps) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const feed = useNotifications();
  const mark = useMarkNotificationsRead();
  const panel = useRef<HTMLDivElement>(null);
  const markedOnOpen = useRef(false);

  useEffect(() => panel.current?.focus(), []);
  useEffect(() => {
    if (!feed.data || !feed.isFetchedAfterMount || markedOnOpen.current) return;
    markedOnOpen.current = true;
    if (feed.data.unread > 0) mark.mutate(feed.data.cursor);
  }, [feed.data, feed.isFetchedAfterMount, mark]);

  const open = (item: NotificationItem) => {
    onClose();
    void navigate(notificationTarget(item));
  };

  return (
    <div
      ref={panel}
      className="notification-panel"
      data-compact={compact || undefined}
      role="dialog"
      aria-labelledby="notificacoes-titulo"
      tabIndex={-1}
    >
      <Group justify="space-between" px="sm" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Text component="h2" id="notificacoes-titulo" fw={700} size="md" m={0}>
          {notificationText.title}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={unread === 0 || !feed.data}
          loading={mark.isPending}
          onClick={() => feed.data && mark.mutate(feed.data.cursor)}
        >
          {notificationText.markAllRead}
        </Button>
      </Group>
      {feed.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Carregando notificações" />
        </Group>
      ) : feed.isError ? (
        <Text p="md" size="sm" c="red.8">
          Não foi possível carregar as notificações
        </Text>
      ) : feed.data.items.length === 0 ? (
        <Text p="md" size="sm" c="gray.7">
          {notificationText.empty}
        </Text>
      ) : (
        <ul className="notification-list" aria-label={notificationText.title}>
          {feed.data.items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className="notification-item"
                data-unread={item.unread || undefined}
                onClick={() => open(item)}
              >
                <ThemeIcon variant="light" color={icons[item.kind].color} radius="xl" size="md" aria-hidden>
                  {icons[item.kind].icon}
                </ThemeIcon>
                <span style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={item.unread ? 700 : 500}>
                    {notificationLine(item)}
                    {item.unread && <VisuallyHidden> (não lida)</VisuallyHidden>}
                  </Text>
                  <Detail item={item} />
                  <Text size="xs" c="gray.7" title={formatDateTimeBR(item.at)}>
                    {relativeTime(item.at)}
                  </Text>
                </span>
              </button>
              {/* A sibling of the item, not inside it: a button cannot hold a button. */}
              {item.kind === 'escalation' && item.open && (
                <div className="notification-action">
                  <ReleaseBlockButton
                    escalationId={item.target_id}
                    onSettled={() => void qc.invalidateQueries({ queryKey: notificationKeys.all })}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
