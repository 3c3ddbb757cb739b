import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout2 } from '@tabler/icons-react';
import { sessionText } from '@ponte/domain/staff-sessions';
import { toastFailure } from '../../../lib/toast-outcome';
import { PageHeader } from '../../../ui/page-header';
import { LoadedSessions, SessionList } from '../../../ui/session-list';
import { useEndOtherSessions, useEndSession, useMySessions } from '../api/sessions';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorCard } from './two-factor-card';

/** /minhas-sessoes (issue 33): where I am signed in, ending any of them, and my password. */
export function MySessionsPage() {
  const sessions = useMySessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const onEndOthers = () => {
    if (!window.confirm(sessionText.confirmEndOthers)) return;
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => notifications.show({ color: 'green', message: sessionText.endedOthers(ended) }),
      ...toastFailure(sessionText.endFailed),
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
        <LoadedSessions query={sessions}>
          {(list) => (
            <Stack gap="sm">
              <SessionList sessions={list} end={endOne} label={sessionText.title} />
              {others === 0 && (
                <Text size="sm" c="dimmed">
                  {sessionText.noOthers}
                </Text>
              )}
            </Stack>
          )}
        </LoadedSessions>
      </div>
      <TwoFactorCard />
      <ChangePasswordForm />
    </Stack>
  );
}
