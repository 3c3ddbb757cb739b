import { useEffect } from 'react';
import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { quickReplyText } from '@ponte/domain/quick-replies';
import type { QuickReplyPicker } from '../hooks/use-quick-reply-picker';

export const QUICK_REPLY_LIST_ID = 'respostas-rapidas-lista';
export const quickReplyOptionId = (id: number) => `resposta-rapida-${id}`;

/**
 * The replies matching what follows the '/', above the send box (issue 32). The box keeps the
 * focus (a combobox): it names the marked option, so a screen reader reads it as the arrows move.
 */
export function QuickReplyMenu({ picker }: { picker: QuickReplyPicker }) {
  const markedId = picker.items[picker.active]?.id;
  // The marked option stays in sight as the arrows move past the list's edge.
  useEffect(() => {
    if (markedId !== undefined)
      document.getElementById(quickReplyOptionId(markedId))?.scrollIntoView?.({ block: 'nearest' });
  }, [markedId]);
  if (!picker.open) return null;
  return (
    // Over the history, right above the box: the box stays where the writer's eyes are.
    <Paper
      withBorder
      shadow="md"
      p={4}
      style={{
        position: 'absolute',
        bottom: 'calc(100% + 6px)',
        left: 0,
        right: 0,
        zIndex: 5,
        maxHeight: 'min(320px, 50dvh)',
        overflowY: 'auto',
      }}
    >
      {picker.loading ? (
        <Group justify="center" p="xs">
          <Loader size="xs" aria-label={quickReplyText.pickerLabel} />
        </Group>
      ) : picker.items.length === 0 ? (
        <Text size="sm" c="dimmed" p="xs">
          {quickReplyText.pickerEmpty.replace('{query}', picker.query)}
        </Text>
      ) : (
        <Stack gap={2} role="listbox" id={QUICK_REPLY_LIST_ID} aria-label={quickReplyText.pickerLabel}>
          {picker.items.map((reply, index) => (
            <div
              key={reply.id}
              id={quickReplyOptionId(reply.id)}
              role="option"
              aria-selected={index === picker.active}
              // The box keeps the focus: a click picks without taking it away.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => picker.pick(reply)}
              onMouseEnter={() => picker.setActive(index)}
              style={{
                cursor: 'pointer',
                borderRadius: 'var(--mantine-radius-sm)',
                padding: '6px 8px',
                background: index === picker.active ? 'var(--mantine-color-indigo-0)' : undefined,
              }}
            >
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} c="indigo.9">
                  /{reply.shortcut}
                </Text>
                <Badge size="xs" variant="light" color={reply.shared ? 'teal' : 'gray'}>
                  {reply.shared ? quickReplyText.shared : quickReplyText.personal}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {reply.content}
              </Text>
            </div>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed" px="xs" pt={2} visibleFrom="sm">
        {quickReplyText.pickerHint}
      </Text>
    </Paper>
  );
}
