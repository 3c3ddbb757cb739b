import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout2 } from '@tabler/icons-react';
import { sessionText, type StaffSession } from '@ponte/domain/staff-sessions';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import { SessionList } from '../../../ui/session-list';
import { useEndOtherSessions, useEndSession, useMySessions } from '../api/sessions';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorCard } from './two-factor-card';
import { CenteredLoader } from '../../../ui/load-state';

/** /minhas-sessoes (issue 33): where I am signed in, ending any of them, and my password. */
export function MySessionsPage() {
  const sessions = useMySessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const onEnd = (session: StaffSession) => {
    if (!window.confirm(sessionText.confirmEnd)) return;
    endOne.mutate(session.id, {
      onSuccess: () => notifications.show({ color: 'green', message: sessionText.ended }),
      onError: (err) => notifications.show({ color: 'red', message: errorText(err, sessionText.endFailed) }),
    });
  };
  const onEndOthers = () => {
    if (!window.confirm(sessionText.confirmEndOthers)) return;
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => notifications.show({ color: 'green', message: sessionText.endedOthers(ended) }),
      onError: (err) => notifications.show({ color: 'red', message: errorText(err, sessionText.endFailed) }),
    });
  };

  return (
    <Stack gap="xl" maw={760}>
      <div>
        <PageHeader
          title={sessionText.title}
          description={sessionText.intro}
          actions={
            others > 0 && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconLogout2 size={16} />}
                loading={endOthers.isPending}
                onClick={onEndOthers}
              >
                {sessionText.endOthers}
              </Button>
            )
          }
        />
        {sessions.isPending ? (
          <CenteredLoader label="Carregando sessões" />
        ) : sessions.error ? (
          <Text c="red.8" role="alert">
            {errorText(sessions.error, sessionText.loadFailed)}
          </Text>
        ) : (
          <Stack gap="sm">
            <SessionList
              sessions={sessions.data}
              onEnd={onEnd}
              endingId={endOne.isPending ? endOne.variables : null}
              label={sessionText.title}
            />
            {others === 0 && (
              <Text size="sm" c="dimmed">
                {sessionText.noOthers}
              </Text>
            )}
          </Stack>
        )}
      </div>
      <TwoFactorCard />
      <ChangePasswordForm />
    </Stack>
  );
}
