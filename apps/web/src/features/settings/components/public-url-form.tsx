import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AdminConfigurations } from '@ponte/domain/settings';
import { SaveOutcome } from './save-outcome';
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
  const { values, set, errors, outcome, submit, pending } = useTextSettingsForm(KEYS, initial, (saved) =>
    setInForce({ source: saved.public_url_source, url: saved.public_url_in_use }),
  );

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label="Endereço público">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            Endereço público
          </Title>
          <Badge color={inForce.source ? 'green' : 'yellow'} variant="light">
            {inForce.source ? 'Definido' : 'Não definido'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Os links de checkout e de pagamento enviados aos clientes pelo WhatsApp usam este endereço. Informe só o
          endereço do site, como os clientes o acessam, com https://.
        </Text>
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
          value={values.public_url}
          error={errors.public_url}
          onChange={(e) => set('public_url', e.currentTarget.value)}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Salvar endereço
        </Button>
      </Stack>
    </Paper>
  );
}
