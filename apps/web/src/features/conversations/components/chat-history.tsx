import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Center, Divider, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowUp, IconHistory } from '@tabler/icons-react';
import { unreadText, type ChatMessage, type UnreadStart } from '@ponte/domain/conversations';
import type { ChatNote } from '@ponte/domain/notes';
import type { PendingMessage } from '../hooks/send-flow';
import { MessageBubble } from './message-bubble';
import { NoteBubble } from './note-bubble';
import { PendingBubble } from './pending-bubble';
import { messageAnchor } from './quoted-message';

/** Spec 1 §9: the view follows new messages while the reader is within 100 px of the bottom. */
export const AUTO_SCROLL_THRESHOLD_PX = 100;
/** Spec 1 §9: the message list is at most 24rem high. */
const MAX_HEIGHT = '24rem';

export type ChatHistoryProps = {
  messages: ChatMessage[];
  /** Older messages exist before the first one shown. */
  hasMore: boolean;
  loadingOlder: boolean;
  /** The last older page asked for did not come. */
  olderFailed?: boolean;
  onLoadOlder: () => void;
  /** A message to bring into view and mark once it is on screen (the top bar's search opened it). */
  focusMessageId?: number;
  /** Sends again an outgoing message that did not leave. */
  onRetry?: (id: number) => void;
  /** The message whose retry is under way. */
  retryingId?: number | null;
  /** Answers a message (a WhatsApp quoted reply). */
  onReply?: (message: ChatMessage) => void;
  /** Where the unread ones started when the chat opened: the customer's messages after `after`. */
  unread?: UnreadStart | null;
  /** Sent from the box, not stored yet: shown after the stored ones, in order. */
  pending?: PendingMessage[];
  /** Issue 32: the staff's notes, shown among the messages by when they were written. */
  notes?: ChatNote[];
  /** Deletes a note; `canDelete` says which ones the reader may. */
  onDeleteNote?: (note: ChatNote) => void;
  canDeleteNote?: (note: ChatNote) => boolean;
};

/** The line above the first unread message, where 'Ir para a primeira não lida' goes. */
const unreadDividerId = 'mensagens-nao-lidas';

type Entry = { message: ChatMessage } | { note: ChatNote };

/**
 * Messages and notes in the order they happened. While older messages are still to load, a
 * note older than the first one shown waits for its page, so it never sits out of place.
 */
function interleave(messages: ChatMessage[], notes: ChatNote[], hasMore: boolean): Entry[] {
  const from = hasMore ? messages[0]?.created_at : undefined;
  const shown = notes.filter((n) => !from || n.created_at >= from);
  const entries: Entry[] = [];
  let i = 0;
  for (const message of messages) {
    while (i < shown.length && shown[i]!.created_at < message.created_at) entries.push({ note: shown[i++]! });
    entries.push({ message });
  }
  while (i < shown.length) entries.push({ note: shown[i++]! });
  return entries;
}

const distanceFromBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;

/** The conversation, oldest first, scrolled to the newest message on arrival. */
export function ChatHistory({
  messages,
  hasMore,
  loadingOlder,
  olderFailed = false,
  onLoadOlder,
  focusMessageId,
  onRetry,
  retryingId = null,
  onReply,
  unread = null,
  pending = [],
  notes = [],
  onDeleteNote,
  canDeleteNote = () => false,
}: ChatHistoryProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  /** Whether the reader is at the newest messages, so the view should follow new ones. */
  const following = useRef(true);
  /** Height and position just before an older page was asked for, to keep the reader's place. */
  const anchor = useRef<{ firstId: number | undefined; height: number; top: number } | null>(null);
  const firstId = messages[0]?.id;

  const scrollToBottom = () => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const pending = anchor.current;
    if (pending && pending.firstId !== firstId) {
      // An older page went in above: the message the reader was looking at stays where it was.
      el.scrollTop = pending.top + (el.scrollHeight - pending.height);
      anchor.current = null;
      following.current = false;
    } else if (following.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, firstId]);

  // A message asked for is shown once it is among those loaded (an older one is not fetched):
  // the view stops following the newest so the next poll does not scroll it away.
  const [focused, setFocused] = useState<number | null>(null);
  useEffect(() => {
    if (focusMessageId === undefined || focused === focusMessageId) return;
    const el = document.getElementById(messageAnchor(focusMessageId));
    if (!el || !content.current?.contains(el)) return;
    following.current = false;
    el.scrollIntoView?.({ block: 'center' });
    setFocused(focusMessageId);
  }, [messages, focusMessageId, focused]);

  // Images load after the text: while following, the view stays at the bottom as they grow.
  useEffect(() => {
    const el = content.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (following.current) scrollToBottom();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const loadOlder = () => {
    const el = viewport.current;
    if (el) anchor.current = { firstId, height: el.scrollHeight, top: el.scrollTop };
    onLoadOlder();
  };

  // Issue 31: where the unread ones start. Older pages may hold the first of them still.
  const firstUnread =
    unread === null ? undefined : messages.find((m) => m.direction === 'incoming' && m.id > unread.after);
  // Ids are shared by every chat, so only the first unread one's own id says an older page holds it.
  const firstUnreadId = unread?.firstId ?? null;
  const unreadNotLoaded = firstUnreadId !== null && hasMore && firstId !== undefined && firstId > firstUnreadId;
  const [jump, setJump] = useState<'offered' | 'going' | 'done'>('offered');
  /** The first message shown when an older page was last asked for: no progress since means it failed. */
  const askedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (jump !== 'going') return;
    if (unreadNotLoaded) {
      if (loadingOlder) return;
      // The page asked for did not come (the screen says why): stop rather than ask for ever.
      if (askedAt.current === firstId) {
        if (olderFailed) setJump('done');
        return;
      }
      askedAt.current = firstId;
      loadOlder();
      return;
    }
    if (firstUnread) {
      following.current = false;
      document.getElementById(unreadDividerId)?.scrollIntoView?.({ block: 'start' });
    }
    setJump('done');
    // loadOlder reads refs only; the page it asks for moves firstId, which runs this again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jump, unreadNotLoaded, loadingOlder, olderFailed, firstUnread, firstId]);
  const messageEntry = (message: ChatMessage) => [
    message === firstUnread && !unreadNotLoaded && (
      <Divider
        key="unread"
        id={unreadDividerId}
        label={unreadText.divider}
        labelPosition="center"
        color="indigo.3"
        styles={{ label: { color: 'var(--mantine-color-indigo-9)', fontWeight: 600 } }}
      />
    ),
    <MessageBubble
      key={message.id}
      message={message}
      highlighted={message.id === focused}
      onRetry={onRetry}
      retrying={message.id === retryingId}
      onReply={onReply}
    />,
  ];
  const offerJump =
    jump !== 'done' && (unreadNotLoaded || (firstUnread !== undefined && firstUnread !== messages.at(-1)));

  return (
    <ScrollArea.Autosize
      mah={MAX_HEIGHT}
      type="auto"
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      viewportRef={viewport}
      // The part that scrolls is the log itself: the keyboard can focus it and scroll (WCAG 2.1.1).
      viewportProps={{
        style: { overflowAnchor: 'none' },
        tabIndex: 0,
        role: 'log',
        'aria-label': 'Histórico de mensagens',
      }}
      onScrollPositionChange={() => {
        const el = viewport.current;
        if (el) following.current = distanceFromBottom(el) <= AUTO_SCROLL_THRESHOLD_PX;
      }}
    >
      <Stack ref={content} gap="xs" p="xs">
        {offerJump && (
          <Center pos="sticky" top={0} style={{ zIndex: 1 }}>
            <Button
              size="compact-xs"
              radius="xl"
              variant="filled"
              color="indigo"
              leftSection={<IconArrowUp size={12} />}
              loading={jump === 'going'}
              onClick={() => setJump('going')}
            >
              {unreadText.jumpToFirst}
            </Button>
          </Center>
        )}
        {hasMore && (
          <Center>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconHistory size={14} />}
              loading={loadingOlder}
              onClick={loadOlder}
            >
              Carregar mensagens anteriores
            </Button>
          </Center>
        )}
        {messages.length === 0 && pending.length === 0 && notes.length === 0 ? (
          <Text c="dimmed" ta="center" size="sm" py="lg">
            Nenhuma mensagem ainda
          </Text>
        ) : (
          interleave(messages, notes, hasMore).map((entry) =>
            'note' in entry ? (
              <NoteBubble
                key={`nota-${entry.note.id}`}
                note={entry.note}
                onDelete={onDeleteNote && canDeleteNote(entry.note) ? onDeleteNote : undefined}
              />
            ) : (
              messageEntry(entry.message)
            ),
          )
        )}
        {pending.map((message, i) => (
          <PendingBubble key={`pendente-${message.key}`} message={message} first={i === 0} />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
