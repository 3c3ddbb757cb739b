import { Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { Configurations } from '@ponte/domain/settings';
import { editMaskedSecret } from '../../../lib/edit-masked-secret';
import { SaveOutcome } from './save-outcome';
import { useTextSettingsForm } from './use-text-settings-form';

const KEYS = ['meta_pixel_id', 'meta_access_token'] as const;

export function MetaPixelForm({ initial }: { initial: Configurations }) {
  const { values, set, errors, outcome, submit, pending } = useTextSettingsForm(KEYS, initial);

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Meta Pixel
        </Title>
        <TextInput
          label="Pixel ID"
          description="Número de 15 dígitos do seu Pixel da Meta"
          placeholder="123456789012345"
          inputMode="numeric"
          maxLength={16}
          value={values.meta_pixel_id}
          error={errors.meta_pixel_id}
          onChange={(e) => set('meta_pixel_id', e.currentTarget.value)}
        />
        <PasswordInput
          label="Access Token"
          description="Token da API de Conversões; fica guardado no servidor e aparece mascarado"
          autoComplete="off"
          value={values.meta_access_token}
          error={errors.meta_access_token}
          onChange={(e) => {
            const next = e.currentTarget.value;
            set('meta_access_token', (previous) => editMaskedSecret(previous, next));
          }}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Salvar Meta Pixel
        </Button>
      </Stack>
    </Paper>
  );
}
