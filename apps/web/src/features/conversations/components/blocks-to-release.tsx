import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { attendanceBlockText, type Escalation } from '@ponte/domain/conversations';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { ReleaseBlockButton } from '../../../ui/release-block-button';

export type BlocksToReleaseProps = {
  /** The trainees' open blocks with this customer (only supervisors and admins are given any). */
  blocks: Escalation[];
  /** After a release, released or not: read the customer again. */
  onSettled: () => void;
};

/**
 * Issue 31: a supervisor who opens a blocked customer sees who is blocked, what the AI stopped
 * and 'Liberar atendimento', instead of a bell item being the only way back to the trainee.
 */
export function BlocksToRelease({ blocks, onSettled }: BlocksToReleaseProps) {
  if (blocks.length === 0) return null;
  return (
    <Stack gap="xs">
      {blocks.map((block) => (
        <Alert
          key={block.id}
          color="orange"
          variant="light"
          icon={<IconLock size={18} />}
          role="region"
          aria-label={attendanceBlockText.heldBy(block.trainee_name)}
        >
          <Text size="sm" fw={600}>
            {attendanceBlockText.heldBy(block.trainee_name)}
          </Text>
          <Text
            size="xs"
            c="gray.7"
            mt={4}
            lineClamp={3}
            title={block.blocked_message}
            style={{ overflowWrap: 'anywhere' }}
          >
            Mensagem bloqueada: “{block.blocked_message}”
          </Text>
          {block.ai_feedback && (
            <Text size="xs" c="gray.7" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {block.ai_feedback}
            </Text>
          )}
          <Group justify="space-between" align="center" mt="xs" gap="xs">
            <Text size="xs" c="gray.7">
              {formatDateTimeBR(block.created_at)}
            </Text>
            <ReleaseBlockButton escalationId={block.id} onSettled={onSettled} />
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
