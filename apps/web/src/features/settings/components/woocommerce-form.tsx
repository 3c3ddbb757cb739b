import { useState } from 'react';
import { Badge, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Configurations } from '@ponte/domain/settings';
import { editMaskedSecret } from '../../../lib/edit-masked-secret';
import { SaveOutcome } from './save-outcome';
import { useTextSettingsForm } from './use-text-settings-form';

const KEYS = ['woocommerce_url', 'woocommerce_consumer_key', 'woocommerce_consumer_secret'] as const;

/** The store catalogue of the add-product modal comes from WooCommerce only once all three are filled. */
const isConnected = (
  c: Pick<Configurations, 'woocommerce_url' | 'woocommerce_consumer_key' | 'woocommerce_consumer_secret_set'>,
) => c.woocommerce_url !== '' && c.woocommerce_consumer_key !== '' && c.woocommerce_consumer_secret_set;

/** Admin section 'Loja (WooCommerce)' of /configuracoes. */
export function WooCommerceForm({ initial }: { initial: Configurations }) {
  const [connected, setConnected] = useState(isConnected(initial));
  const { values, set, errors, outcome, submit, pending } = useTextSettingsForm(KEYS, initial, (saved) =>
    setConnected(isConnected(saved)),
  );

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label="Loja (WooCommerce)">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            Loja (WooCommerce)
          </Title>
          <Badge color={connected ? 'green' : 'gray'} variant="light">
            {connected ? 'Conectada' : 'Não configurada'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Com o endereço e as duas chaves preenchidos, a busca e o cadastro de produtos das listas usam a loja. Sem
          eles, usam o catálogo próprio do Ponte. Gere as chaves no WordPress em WooCommerce → Configurações → Avançado
          → API REST (permissão Leitura/Escrita).
        </Text>
        <TextInput
          label="URL da loja"
          description="Endereço do site WordPress, com https://"
          placeholder="https://sualoja.com"
          value={values.woocommerce_url}
          error={errors.woocommerce_url}
          onChange={(e) => set('woocommerce_url', e.currentTarget.value)}
        />
        <PasswordInput
          label="Consumer Key"
          description="Fica guardada no servidor e aparece mascarada"
          placeholder="ck_…"
          autoComplete="off"
          value={values.woocommerce_consumer_key}
          error={errors.woocommerce_consumer_key}
          onChange={(e) => {
            const next = e.currentTarget.value;
            set('woocommerce_consumer_key', (previous) => editMaskedSecret(previous, next));
          }}
        />
        <PasswordInput
          label="Consumer Secret"
          description="Fica guardado no servidor e aparece mascarado"
          placeholder="cs_…"
          autoComplete="off"
          value={values.woocommerce_consumer_secret}
          error={errors.woocommerce_consumer_secret}
          onChange={(e) => {
            const next = e.currentTarget.value;
            set('woocommerce_consumer_secret', (previous) => editMaskedSecret(previous, next));
          }}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Salvar loja
        </Button>
      </Stack>
    </Paper>
  );
}
