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
  if (!picker.open) return null;
  return (
    <Paper withBorder shadow="sm" p={4} mb={6} aria-label={quickReplyText.pickerLabel}>
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
