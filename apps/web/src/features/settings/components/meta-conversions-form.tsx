import { TextInput } from '@mantine/core';
import { DEFAULT_GRAPH_VERSION } from '@ponte/domain/funnel';
import type { Configurations } from '@ponte/domain/settings';
import { SettingsSection } from './settings-section';
import { useTextSettingsForm } from './use-text-settings-form';

const KEYS = ['shop_site_url', 'meta_graph_version', 'meta_test_event_code'] as const;

/** Next to Meta Pixel: what the funnel needs to receive the site's events and send them to Meta. */
export function MetaConversionsForm({ initial }: { initial: Configurations }) {
  const { text, section } = useTextSettingsForm(KEYS, initial);

  return (
    <SettingsSection
      title="Funil da Meta (API de Conversões)"
      label="Funil da Meta"
      hint="O site da loja envia os eventos dos visitantes vindos de anúncios para /api/meta/events; só o endereço abaixo pode enviá-los pelo navegador."
      {...section}
      saveLabel="Salvar funil"
    >
      <TextInput
        label="Site da loja"
        placeholder="https://www.sualoja.com.br"
        autoComplete="off"
        {...text('shop_site_url')}
      />
      <TextInput
        label="Versão da Graph API"
        description={`Vazio: ${DEFAULT_GRAPH_VERSION}`}
        placeholder={DEFAULT_GRAPH_VERSION}
        {...text('meta_graph_version')}
      />
      <TextInput
        label="Código de evento de teste"
        description="Do Gerenciador de Eventos (Testar eventos); deixe vazio em produção"
        placeholder="TEST12345"
        {...text('meta_test_event_code')}
      />
    </SettingsSection>
  );
}
