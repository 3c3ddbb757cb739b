import { useState } from 'react';
import { Button, Code, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import {
  TwoFactorCodeBodySchema,
  twoFactorText,
  type TwoFactorCodeBody,
  type TwoFactorSetup as Setup,
} from '@ponte/domain/two-factor';
import { useDomainForm } from '../../../lib/form';
import { FormRefusal } from '../../../ui/form-refusal';
import { useEnableTwoFactor, useStartTwoFactorSetup } from '../api/two-factor';

/** The ten recovery codes, shown once after they are made. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>{twoFactorText.recoveryTitle}</Text>
      <Text size="sm">{twoFactorText.recoveryIntro}</Text>
      <List aria-label={twoFactorText.recoveryTitle} listStyleType="none" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={onDone}>{twoFactorText.recoveryDone}</Button>
      </Group>
    </Stack>
  );
}

/**
 * Issue 33: enrolment. A new secret as a QR code and a key to type, then a code from the app
 * confirms it; the recovery codes follow once.
 */
export function TwoFactorSetupFlow({
  onDone,
  onCancel,
  onCodes,
}: {
  onDone: () => void;
  onCancel?: () => void;
  /** Takes the recovery codes to show them where a refresh of the status cannot take them away. */
  onCodes?: (codes: string[]) => void;
}) {
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { form, formRef, saveWith, refuseWith, refusal } = useDomainForm({
    initialValues: { code: '' },
    schema: TwoFactorCodeBodySchema,
    // Sent as typed: the server drops the spaces between groups.
    toBody: (values: TwoFactorCodeBody) => values,
    // A missing code is said above the field, as the server's refusals are ('Código inválido' under it too).
    alertInvalid: true,
  });

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;

  // A refused start shows in the same alert, above the button.
  const begin = () =>
    start.mutate(undefined, { onSuccess: setSetup, onError: (err) => refuseWith(err, twoFactorText.failed) });
  const confirm = saveWith(
    ({ code }) =>
      enable.mutateAsync(code).then((res) => (onCodes ? onCodes(res.recovery_codes) : setCodes(res.recovery_codes))),
    twoFactorText.failed,
  );

  if (!setup)
    return (
      <Stack gap="sm">
        <FormRefusal message={refusal} />
        <Group>
          <Button onClick={begin} loading={start.isPending}>
            {twoFactorText.enable}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <form ref={formRef} onSubmit={confirm} noValidate aria-label={twoFactorText.enable}>
      <Stack gap="sm">
        <Text size="sm">{twoFactorText.scan}</Text>
        <Image src={setup.qr_code} alt={twoFactorText.qrAlt} w={200} h={200} bg="white" />
        <Text size="sm">
          {twoFactorText.manualKey}: <Code>{setup.secret}</Code>
        </Text>
        <FormRefusal message={refusal} />
        <TextInput
          label={twoFactorText.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maw={220}
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" loading={enable.isPending}>
            {twoFactorText.confirm}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {twoFactorText.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
