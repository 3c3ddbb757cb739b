import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Navigate, Outlet } from 'react-router';
import { useCheckJwt } from '../features/auth/api/check-jwt';
import { useStoredUser, useToken } from '../lib/auth-storage';

function CheckingSession() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm">
        {/* The text below says what it is: the bar itself is only drawn. */}
        <Loader aria-hidden />
        <Text c="dimmed">Carregando...</Text>
      </Stack>
    </Center>
  );
}

/** Spec 1 §4: a stored token the server calls valid shows the page; anything else, a network error included, goes to /login. */
export function RequireAuth() {
  const token = useToken();
  const check = useCheckJwt(token);
  if (!token) return <Navigate to="/login" replace />;
  // Once confirmed, a background re-check that fails to reach the server does not sign anyone out;
  // one that finds the token invalid clears it, which lands here with no token.
  if (check.data === true) return <Outlet />;
  if (check.isPending) return <CheckingSession />;
  return <Navigate to="/login" replace />;
}

/** Admin screens tell other roles they are restricted; the server refuses their calls anyway. */
export function RequireAdmin() {
  const user = useStoredUser();
  if (user?.role === 'admin') return <Outlet />;
  return (
    <Alert color="yellow" icon={<IconLock size={20} />} title="Acesso restrito a administradores" maw={560}>
      Esta tela só está disponível para usuários com perfil Administrador.
    </Alert>
  );
}
