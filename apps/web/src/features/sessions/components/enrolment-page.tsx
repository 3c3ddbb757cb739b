import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { twoFactorText } from '@ponte/domain/two-factor';
import { api } from '../../../lib/api';
import { clearSession, getToken } from '../../../lib/auth-storage';
import { TwoFactorSetupFlow } from './two-factor-setup';

/**
 * /ativar-verificacao (issue 33): the shop requires a second factor of this person, who has
 * none yet. Outside the staff shell: nothing else answers until it is on.
 */
export function EnrolmentPage() {
  const navigate = useNavigate();
  const signOut = () => {
    // Whatever the server answers, this browser forgets the session.
    void api
      .post('/logout', {})
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        navigate('/login', { replace: true });
      });
  };
  if (!getToken()) return <Navigate to="/login" replace />;
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={520}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {twoFactorText.title}
          </Title>
          <Text>{twoFactorText.setupRequired}</Text>
          <TwoFactorSetupFlow onDone={() => navigate('/', { replace: true })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={signOut}>
              Sair
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
