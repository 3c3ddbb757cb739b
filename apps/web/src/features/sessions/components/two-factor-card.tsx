import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { twoFactorText } from '@ponte/domain/two-factor';
import { errorText } from '../../../lib/api';
import { FormRefusal } from '../../../ui/form-refusal';
import {
  useDisableTwoFactor,
  useRefreshTwoFactorStatus,
  useRegenerateRecoveryCodes,
  useTwoFactorStatus,
} from '../api/two-factor';
import { RecoveryCodes, TwoFactorSetupFlow } from './two-factor-setup';

type Asking = 'regenerate' | 'disable' | null;

/** Issue 33: 'Verificação em duas etapas' on /minhas-sessoes: on or off, recovery codes, off again. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const refresh = useRefreshTwoFactorStatus();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  // A new key after 'Cancelar': the flow starts over from its button.
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState<Asking>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const ask = (what: Asking) => {
    setAsking(what);
    setCode('');
    setError('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(twoFactorText.codeRequired);
    const onError = (err: unknown) => setError(errorText(err, twoFactorText.failed));
    if (asking === 'regenerate')
      regenerate.mutate(code, {
        onSuccess: (res) => {
          setCodes(res.recovery_codes);
          ask(null);
        },
        onError,
      });
    else
      disable.mutate(code, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: twoFactorText.disabled });
          ask(null);
        },
        onError,
      });
  };

  const data = status.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={twoFactorText.title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {twoFactorText.title}
          </Title>
          {data && (
            <Badge color={data.enabled ? 'green' : 'gray'} variant="light">
              {data.enabled ? twoFactorText.on : twoFactorText.off}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {twoFactorText.intro}
        </Text>
        {status.error && (
          <Text c="red.8" role="alert">
            {errorText(status.error, twoFactorText.failed)}
          </Text>
        )}
        {codes ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
              void refresh();
            }}
          />
        ) : data && !data.enabled ? (
          <TwoFactorSetupFlow
            key={attempt}
            onDone={() => void refresh()}
            onCodes={(fresh) => {
              setCodes(fresh);
              notifications.show({ color: 'green', message: twoFactorText.enabled });
            }}
            onCancel={() => setAttempt((n) => n + 1)}
          />
        ) : data?.enabled ? (
          <Stack gap="sm">
            <Text size="sm">{twoFactorText.recoveryLeft(data.recovery_codes_left)}</Text>
            {asking ? (
              <form
                onSubmit={submit}
                noValidate
                aria-label={asking === 'disable' ? twoFactorText.disableTitle : twoFactorText.regenerate}
              >
                <Stack gap="sm">
                  <FormRefusal message={error} />
                  <TextInput
                    label={twoFactorText.code}
                    autoComplete="one-time-code"
                    maw={220}
                    value={code}
                    onChange={(e) => {
                      setCode(e.currentTarget.value);
                      setError('');
                    }}
                  />
                  <Group>
                    <Button
                      type="submit"
                      color={asking === 'disable' ? 'red' : undefined}
                      loading={regenerate.isPending || disable.isPending}
                    >
                      {asking === 'disable' ? twoFactorText.disable : twoFactorText.regenerate}
                    </Button>
                    <Button variant="default" onClick={() => ask(null)}>
                      {twoFactorText.cancel}
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : (
              <Group>
                <Button variant="light" onClick={() => ask('regenerate')}>
                  {twoFactorText.regenerate}
                </Button>
                {!data.required && (
                  <Button variant="light" color="red" onClick={() => ask('disable')}>
                    {twoFactorText.disable}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
