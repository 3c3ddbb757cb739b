import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingBridge2 } from '@tabler/icons-react';
import { loginErrorText } from '@ponte/domain/session';
import { twoFactorText } from '@ponte/domain/two-factor-texts';
import { ApiError } from '../../../lib/api';
import { useFormError } from '../../../lib/use-form-error';
import { useLogin, useLoginTwoFactor } from '../api/login';

function loginFailureText(err: unknown): string {
  if (err instanceof ApiError && !err.isNetworkError) return err.message || loginErrorText.invalidCredentials;
  return loginErrorText.network;
}

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const verify = useLoginTwoFactor();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  /** Issue 33: the password was right and a second factor is on; the code comes next. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const { error, setError, clearing } = useFormError();

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    if (!code.trim()) {
      setError(twoFactorText.codeRequired);
      return;
    }
    setError('');
    verify.mutate(
      { challenge, code },
      {
        onSuccess: () => navigate('/', { replace: true }),
        onError: (err) => {
          // An expired or void step starts again from the password.
          if (err instanceof ApiError && err.code === 'two_factor_challenge_expired') {
            setChallenge(null);
            setCode('');
          }
          setError(loginFailureText(err));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(loginErrorText.required);
      return;
    }
    setError('');
    login.mutate(
      { email: username.trim(), password },
      {
        onSuccess: (res) => {
          if ('challenge' in res) {
            setChallenge(res.challenge);
            return;
          }
          navigate(res.two_factor_setup_required ? '/ativar-verificacao' : '/', { replace: true });
        },
        onError: (err) => setError(loginFailureText(err)),
      },
    );
  };

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper
        component="form"
        onSubmit={challenge ? submitCode : submit}
        noValidate
        withBorder
        shadow="sm"
        radius="md"
        p="xl"
        w="100%"
        maw={400}
      >
        <Stack gap="md">
          <Stack gap={4} align="center">
            <IconBuildingBridge2 size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
            <Title order={1} size="h2">
              Ponte
            </Title>
            <Text c="dimmed" size="sm">
              Acesse o painel da equipe
            </Text>
          </Stack>
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          {challenge ? (
            <>
              <Text size="sm">{twoFactorText.loginStep}</Text>
              <TextInput
                label={twoFactorText.code}
                autoComplete="one-time-code"
                inputMode="text"
                autoFocus
                value={code}
                onChange={clearing((e) => setCode(e.currentTarget.value))}
              />
              <Button type="submit" fullWidth disabled={verify.isPending}>
                {twoFactorText.loginVerify}
              </Button>
              <Button
                variant="default"
                fullWidth
                onClick={() => {
                  setChallenge(null);
                  setCode('');
                  setError('');
                }}
              >
                {twoFactorText.loginBack}
              </Button>
            </>
          ) : (
            <>
              <TextInput
                label="Usuário"
                autoComplete="username"
                autoFocus
                value={username}
                onChange={clearing((e) => setUsername(e.currentTarget.value))}
              />
              <PasswordInput
                label="Senha"
                autoComplete="current-password"
                value={password}
                onChange={clearing((e) => setPassword(e.currentTarget.value))}
              />
              <Button type="submit" fullWidth disabled={login.isPending}>
                {login.isPending ? 'Entrando...' : 'Entrar'}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
