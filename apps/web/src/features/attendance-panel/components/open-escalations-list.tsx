import { Anchor, Box, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Escalation } from '@ponte/domain/conversations';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { formatPhoneBR } from '@ponte/domain/phone';
import { PhoneNumber } from '../../../ui/phone-number';
import { ReleaseBlockButton } from '../../../ui/release-block-button';
import { useOpenEscalations } from '../api/get-open-escalations';
import { attendancePanelKeys } from '../api/query-keys';
import { LoadError } from './load-error';
import { CenteredLoader } from '../../../ui/load-state';

function EscalationRow({ escalation }: { escalation: Escalation }) {
  const qc = useQueryClient();
  const customerName = escalation.customer_name || formatPhoneBR(escalation.customer_phone);
  return (
    <Box
      component="li"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      aria-label={`${escalation.trainee_name} → ${customerName}`}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {escalation.trainee_name} →{' '}
            {escalation.customer_id ? (
              <Anchor component={Link} to={`/usuarios/${escalation.customer_id}`} size="sm" fw={600}>
                {customerName}
              </Anchor>
            ) : (
              customerName
            )}
          </Text>
          <Text size="xs" c="dimmed">
            <PhoneNumber phone={escalation.customer_phone} /> · {formatDateTimeBR(escalation.created_at)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            “{escalation.blocked_message}”
          </Text>
          {escalation.ai_feedback && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {escalation.ai_feedback}
            </Text>
          )}
        </Stack>
        <ReleaseBlockButton
          escalationId={escalation.id}
          onSettled={() => void qc.invalidateQueries({ queryKey: attendancePanelKeys.openEscalations() })}
        >
          Liberar
        </ReleaseBlockButton>
      </Group>
    </Box>
  );
}

/** Trainee conversations the AI check blocked, each released here by a supervisor or an admin (spec 3 §4). */
export function OpenEscalationsList() {
  const open = useOpenEscalations();
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="Atendimentos bloqueados">
      <Title order={2} size="h4" mb="xs">
        Atendimentos bloqueados
      </Title>
      {open.isPending ? (
        <CenteredLoader label="Carregando atendimentos bloqueados" py="lg" />
      ) : open.isError ? (
        <LoadError message="Erro ao carregar os atendimentos bloqueados" onRetry={() => void open.refetch()} />
      ) : !open.data.length ? (
        <EmptyState
          icon={<IconShieldCheck size={28} />}
          withIndicatorBackground
          title="Nenhum atendimento bloqueado"
          py="lg"
        />
      ) : (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {open.data.map((escalation) => (
            <EscalationRow key={escalation.id} escalation={escalation} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
