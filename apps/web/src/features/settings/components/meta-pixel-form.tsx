import { TextInput } from '@mantine/core';
import type { Configurations } from '@ponte/domain/settings';
import { SecretInput } from '../../../ui/secret-input';
import { SettingsSection } from './settings-section';
import { useTextSettingsForm } from './use-text-settings-form';

const KEYS = ['meta_pixel_id', 'meta_access_token'] as const;

export function MetaPixelForm({ initial }: { initial: Configurations }) {
  const { text, secret, section } = useTextSettingsForm(KEYS, initial);

  return (
    <SettingsSection title="Meta Pixel" label={null} {...section} saveLabel="Salvar Meta Pixel">
      <TextInput
        label="Pixel ID"
        description="Número de 15 dígitos do seu Pixel da Meta"
        placeholder="123456789012345"
        inputMode="numeric"
        maxLength={16}
        {...text('meta_pixel_id')}
      />
      <SecretInput
        label="Access Token"
        description="Token da API de Conversões; fica guardado no servidor e aparece mascarado"
        {...secret('meta_access_token')}
      />
    </SettingsSection>
  );
}
