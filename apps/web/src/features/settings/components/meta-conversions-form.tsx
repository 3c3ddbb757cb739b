import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { DEFAULT_GRAPH_VERSION } from '@ponte/domain/funnel';
import type { Configurations } from '@ponte/domain/settings';
import { SaveOutcome } from './save-outcome';
import { useTextSettingsForm } from './use-text-settings-form';

const KEYS = ['shop_site_url', 'meta_graph_version', 'meta_test_event_code'] as const;

/** Next to Meta Pixel: what the funnel needs to receive the site's events and send them to Meta. */
export function MetaConversionsForm({ initial }: { initial: Configurations }) {
  const { values, set, errors, outcome, submit, pending } = useTextSettingsForm(KEYS, initial);

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label="Funil da Meta">
      <Stack gap="md">
        <Title order={2} size="h4">
          Funil da Meta (API de Conversões)
        </Title>
        <Text size="sm" c="dimmed">
          O site da loja envia os eventos dos visitantes vindos de anúncios para /api/meta/events; só o endereço abaixo
          pode enviá-los pelo navegador.
        </Text>
        <TextInput
          label="Site da loja"
          placeholder="https://www.sualoja.com.br"
          autoComplete="off"
          value={values.shop_site_url}
          error={errors.shop_site_url}
          onChange={(e) => set('shop_site_url', e.currentTarget.value)}
        />
        <TextInput
          label="Versão da Graph API"
          description={`Vazio: ${DEFAULT_GRAPH_VERSION}`}
          placeholder={DEFAULT_GRAPH_VERSION}
          value={values.meta_graph_version}
          error={errors.meta_graph_version}
          onChange={(e) => set('meta_graph_version', e.currentTarget.value)}
        />
        <TextInput
          label="Código de evento de teste"
          description="Do Gerenciador de Eventos (Testar eventos); deixe vazio em produção"
          placeholder="TEST12345"
          value={values.meta_test_event_code}
          error={errors.meta_test_event_code}
          onChange={(e) => set('meta_test_event_code', e.currentTarget.value)}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Salvar funil
        </Button>
      </Stack>
    </Paper>
  );
}
