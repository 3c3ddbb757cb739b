import { useState } from 'react';
import { Alert, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AdminConfigurations } from '@ponte/domain/settings';
import { SettingsSection } from './settings-section';
import { useTextSettingsForm } from './use-text-settings-form';

const KEYS = ['public_url'] as const;

/**
 * Shown at the top of /configuracoes while the server knows no address for customer links
 * (no PUBLIC_URL and none saved): until then, payment and checkout links cannot be sent.
 */
export function PublicUrlMissingAlert() {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Endereço público não definido" mb="lg">
      Os links de pagamento e de checkout enviados aos clientes só podem ser gerados depois que o endereço público do
      Ponte for salvo na seção “Endereço público” abaixo (ou definido na variável PUBLIC_URL do servidor).
    </Alert>
  );
}

/** Admin section 'Endereço público' of /configuracoes: where customers reach Ponte. */
export function PublicUrlForm({ initial }: { initial: AdminConfigurations }) {
  const [inForce, setInForce] = useState({ source: initial.public_url_source, url: initial.public_url_in_use });
  const { text, section } = useTextSettingsForm(KEYS, initial, (saved) =>
    setInForce({ source: saved.public_url_source, url: saved.public_url_in_use }),
  );

  return (
    <SettingsSection
      title="Endereço público"
      state={{ on: Boolean(inForce.source), labels: ['Definido', 'Não definido'], offColor: 'yellow' }}
      hint="Os links de checkout e de pagamento enviados aos clientes pelo WhatsApp usam este endereço. Informe só o endereço do site, como os clientes o acessam, com https://."
      {...section}
      saveLabel="Salvar endereço"
    >
      {inForce.source === 'env' && (
        <Text size="sm">
          Em uso: <b>{inForce.url}</b>, definido na variável PUBLIC_URL do servidor, que tem prioridade sobre o valor
          salvo aqui.
        </Text>
      )}
      <TextInput
        label="Endereço público"
        placeholder="https://ponte.sualoja.com.br"
        autoComplete="off"
        {...text('public_url')}
      />
    </SettingsSection>
  );
}
