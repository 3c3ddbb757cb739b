import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TwoFactorCodeBodySchema, twoFactorText, type TwoFactorCodeBody } from '@ponte/domain/two-factor';
import { errorText } from '../../../lib/api';
import { useDomainForm } from '../../../lib/form';
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
  const [codes, setCodes] = useState<string[] | null>(null);
  const { form, formRef, saveWith, refusal } = useDomainForm({
    initialValues: { code: '' },
    schema: TwoFactorCodeBodySchema,
    // Sent as typed: the server drops the spaces between groups.
    toBody: (values: TwoFactorCodeBody) => values,
    // A missing code is said above the field, as the server's refusals are.
    alertInvalid: true,
  });

  const ask = (what: Asking) => {
    setAsking(what);
    form.reset();
  };
  const submit = saveWith(
    ({ code }) =>
      asking === 'regenerate'
        ? regenerate.mutateAsync(code).then((res) => {
            setCodes(res.recovery_codes);
            ask(null);
          })
        : disable.mutateAsync(code).then(() => {
            notifications.show({ color: 'green', message: twoFactorText.disabled });
            ask(null);
          }),
    twoFactorText.failed,
  );

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
                ref={formRef}
                onSubmit={submit}
                noValidate
                aria-label={asking === 'disable' ? twoFactorText.disableTitle : twoFactorText.regenerate}
              >
                <Stack gap="sm">
                  <FormRefusal message={refusal} />
                  <TextInput
                    label={twoFactorText.code}
                    autoComplete="one-time-code"
                    maw={220}
                    {...form.getInputProps('code')}
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
