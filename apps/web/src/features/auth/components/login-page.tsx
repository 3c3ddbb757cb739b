import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingBridge2 } from '@tabler/icons-react';
import { loginErrorText } from '@ponte/domain/session';
import { twoFactorText } from '@ponte/domain/two-factor-texts';
import { ApiError } from '../../../lib/api';
import { useForm } from '@mantine/form';
import { FORM_REFUSAL } from '../../../lib/form';
import { useLogin, useLoginTwoFactor } from '../api/login';

function loginFailureText(err: unknown): string {
  if (err instanceof ApiError && !err.isNetworkError) return err.message || loginErrorText.invalidCredentials;
  return loginErrorText.network;
}

type Values = { username: string; password: string; code: string };

/**
 * The sign-in form (spec 1 §3). On @mantine/form like every form, without a domain schema: the
 * sign-in page loads no zod (issue 17, e2e/specs/first-load.test.ts), and its one rule (both
 * fields, or the code) is said as the spec's one alert.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const verify = useLoginTwoFactor();
  /** Issue 33: the password was right and a second factor is on; the code comes next. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: '', password: '', code: '' },
    // The alert answers the last attempt: it goes with the next change.
    onValuesChange: () => form.clearFieldError(FORM_REFUSAL),
  });
  const refuse = (message: string) => form.setFieldError(FORM_REFUSAL, message);

  const submitCode = form.onSubmit(({ code }) => {
    if (!challenge) return;
    if (!code.trim()) return refuse(twoFactorText.codeRequired);
    verify.mutate(
      { challenge, code },
      {
        onSuccess: () => navigate('/', { replace: true }),
        onError: (err) => {
          // An expired or void step starts again from the password.
          if (err instanceof ApiError && err.code === 'two_factor_challenge_expired') {
            setChallenge(null);
            form.setFieldValue('code', '');
          }
          refuse(loginFailureText(err));
        },
      },
    );
  });

  const submit = form.onSubmit(({ username, password }) => {
    if (!username.trim() || !password) return refuse(loginErrorText.required);
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
        onError: (err) => refuse(loginFailureText(err)),
      },
    );
  });
  const error = String(form.errors[FORM_REFUSAL] ?? '');

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
                {...form.getInputProps('code')}
              />
              <Button type="submit" fullWidth disabled={verify.isPending}>
                {twoFactorText.loginVerify}
              </Button>
              <Button
                variant="default"
                fullWidth
                onClick={() => {
                  setChallenge(null);
                  form.setFieldValue('code', '');
                }}
              >
                {twoFactorText.loginBack}
              </Button>
            </>
          ) : (
            <>
              <TextInput label="Usuário" autoComplete="username" autoFocus {...form.getInputProps('username')} />
              <PasswordInput label="Senha" autoComplete="current-password" {...form.getInputProps('password')} />
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
