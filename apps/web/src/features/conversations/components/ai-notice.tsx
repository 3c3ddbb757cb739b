import { Alert, List, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { aiText } from '@ponte/domain/ai';
import type { AiNotice as AiNoticeState } from '../hooks/send-flow';

function Section({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}

/** The AI's verdict on a manual message (spec 1 §4 'Manual send flow'). */
export function AiNotice({ notice }: { notice: AiNoticeState | null }) {
  if (!notice) return null;
  if (notice.kind === 'approved') {
    return (
      <Alert color="green" icon={<IconShieldCheck size={18} />} title={aiText.approved} py="xs" role="status">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          Enviando: {notice.sending}
        </Text>
      </Alert>
    );
  }
  const { validation, supervisorNotified } = notice;
  const correction = validation.corrected_message?.trim();
  return (
    <Alert
      color={validation.severity === 'high' ? 'red' : 'orange'}
      icon={<IconShieldX size={18} />}
      title={aiText.blocked}
      py="xs"
      role="alert"
    >
      <Stack gap="xs">
        <Section title={aiText.problems} items={validation.issues} />
        <Section title={aiText.suggestions} items={validation.suggestions} />
        {correction && (
          <div>
            <Text size="sm" fw={700}>
              {aiText.suggestedMessage}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {correction}
            </Text>
          </div>
        )}
        {supervisorNotified && (
          <Text size="xs" c="dimmed">
            Seu supervisor foi notificado.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
