import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sessionText } from '@ponte/domain/staff-sessions';
import { twoFactorText } from '@ponte/domain/two-factor';
import type { SystemUser } from '@ponte/domain/users';
import { errorText } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth-storage';
import { LoadedSessions, SessionList } from '../../../ui/session-list';
import { useEndMemberSession, useEndMemberSessions, useMemberSessions } from '../api/member-sessions';
import { useResetTwoFactor } from '../api/two-factor-admin';
import { toastOutcome } from '../../../lib/toast-outcome';

/** Issue 33: 'Sessões' on /gerenciar-usuarios: where a member is signed in, each ended by the admin. */
export function MemberSessionsModal({ user, onClose }: { user: SystemUser; onClose: () => void }) {
  const sessions = useMemberSessions(user.id);
  const endOne = useEndMemberSession(user.id);
  const endAll = useEndMemberSessions(user.id);
  const name = user.nome_completo ?? user.username;
  // An admin's own: every one but the session asking ends.
  const own = useStoredUser()?.id === user.id;
  const failed = (err: unknown) => notifications.show({ color: 'red', message: errorText(err, sessionText.endFailed) });

  const onEndAll = () => {
    if (!window.confirm(own ? sessionText.confirmEndOthers : sessionText.confirmEndAll)) return;
    endAll.mutate(undefined, {
      onSuccess: ({ ended }) => notifications.show({ color: 'green', message: sessionText.endedOthers(ended) }),
      onError: failed,
    });
  };
  const open = (sessions.data ?? []).filter((s) => !s.current);
  const reset = useResetTwoFactor();
  const onReset = () => {
    if (!window.confirm(twoFactorText.confirmReset)) return;
    reset.mutate(user.id, toastOutcome(twoFactorText.resetDone, twoFactorText.failed));
  };

  return (
    <Modal opened onClose={onClose} title={sessionText.memberTitle(name)} size="lg" centered>
      <LoadedSessions query={sessions}>
        {(list) => (
          <Stack gap="md">
            {list.length === 0 ? (
              <Text c="dimmed">{sessionText.none}</Text>
            ) : (
              <SessionList sessions={list} end={endOne} label={sessionText.memberTitle(name)} />
            )}
            <Group justify="flex-end">
              <Button variant="subtle" color="orange" loading={reset.isPending} onClick={onReset}>
                {twoFactorText.reset}
              </Button>
              {open.length > 0 && (
                <Button color="red" variant="light" loading={endAll.isPending} onClick={onEndAll}>
                  {sessionText.endAll}
                </Button>
              )}
              <Button variant="default" onClick={onClose}>
                Fechar
              </Button>
            </Group>
          </Stack>
        )}
      </LoadedSessions>
    </Modal>
  );
}
