import { useState, type FormEvent } from 'react';
import { Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { PIXEL_ID_PATTERN, settingsText, type Configurations } from '@ponte/domain/settings';
import { ApiError } from '../../../lib/api';
import { SaveOutcome, type SaveOutcomeValue } from './save-outcome';
import { useSaveConfigurations } from '../api/save-configurations';
import { editMaskedSecret } from '../../../lib/edit-masked-secret';

type Fields = { meta_pixel_id: string; meta_access_token: string };

export function MetaPixelForm({ initial }: { initial: Configurations }) {
  const save = useSaveConfigurations();
  const [values, setValues] = useState<Fields>({
    meta_pixel_id: initial.meta_pixel_id,
    meta_access_token: initial.meta_access_token,
  });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [outcome, setOutcome] = useState<SaveOutcomeValue>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const pixelId = values.meta_pixel_id.trim();
    if (pixelId && !PIXEL_ID_PATTERN.test(pixelId)) {
      setErrors({ meta_pixel_id: settingsText.invalidPixelId });
      return;
    }
    setErrors({});
    save.mutate(
      { meta_pixel_id: pixelId, meta_access_token: values.meta_access_token.trim() },
      {
        onSuccess: (saved) => {
          setValues({ meta_pixel_id: saved.meta_pixel_id, meta_access_token: saved.meta_access_token });
          setOutcome({ ok: true });
        },
        onError: (err) => {
          const details = err instanceof ApiError ? err.details : {};
          setErrors({ meta_pixel_id: details.meta_pixel_id, meta_access_token: details.meta_access_token });
          setOutcome({ ok: false, message: err instanceof ApiError ? err.message : '' });
        },
      },
    );
  };

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
          onChange={(e) => {
            const next = e.currentTarget.value;
            setValues((v) => ({ ...v, meta_pixel_id: next }));
          }}
        />
        <PasswordInput
          label="Access Token"
          description="Token da API de Conversões; fica guardado no servidor e aparece mascarado"
          autoComplete="off"
          value={values.meta_access_token}
          error={errors.meta_access_token}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setValues((v) => ({ ...v, meta_access_token: editMaskedSecret(v.meta_access_token, next) }));
          }}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Salvar Meta Pixel
        </Button>
      </Stack>
    </Paper>
  );
}
