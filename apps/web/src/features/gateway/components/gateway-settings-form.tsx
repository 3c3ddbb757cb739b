import { useEffect, useState, type ChangeEvent } from 'react';
import { Alert, Button, Checkbox, Group, PasswordInput, Select, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDeviceFloppy, IconPlugConnected } from '@tabler/icons-react';
import {
  EVOLUTION_API_VERSIONS,
  EvolutionSettingsSchema,
  evolutionVersionLabels,
  gatewayText,
  type EvolutionApiVersion,
  type EvolutionSettings,
  type EvolutionSettingsView,
} from '@ponte/domain/gateway';
import { ApiError } from '../../../lib/api';
import { useDomainForm } from '../../../lib/form';
import { editMaskedSecret } from '../../../lib/edit-masked-secret';
import { useSaveGatewaySettings } from '../api/save-gateway-settings';
import { useTestGatewayConnection } from '../api/test-gateway-connection';
import { ConnectionTestOutcome } from './connection-test-outcome';
import { FormSection } from '../../../ui/form-section';

/** Every field present: what the form edits and sends. */
export type GatewayFormValues = Required<EvolutionSettings>;
type Outcome = { ok: true } | { ok: false; message: string } | null;

const fieldsOf = (view: EvolutionSettingsView): GatewayFormValues => ({
  evolution_api_enabled: view.evolution_api_enabled,
  evolution_api_url: view.evolution_api_url,
  evolution_instance: view.evolution_instance,
  evolution_api_key: view.evolution_api_key,
  evolution_instance_token: view.evolution_instance_token,
  evolution_api_version: view.evolution_api_version,
  webhook_chat_url: view.webhook_chat_url,
});

const sameFields = (a: GatewayFormValues, b: GatewayFormValues) =>
  (Object.keys(a) as (keyof GatewayFormValues)[]).every((key) => a[key] === b[key]);

const versionOptions = EVOLUTION_API_VERSIONS.map((value) => ({ value, label: evolutionVersionLabels[value] }));

export type GatewaySettingsFormProps = {
  initial: EvolutionSettingsView;
  /** The values being edited, so the info panel can show the endpoint they make. */
  onChange: (values: GatewayFormValues) => void;
};

/** The Evolution API connection: enable, URL, instance, API key, instance token, version and the bot's webhook URL; save and test. */
export function GatewaySettingsForm({ initial, onChange }: GatewaySettingsFormProps) {
  const save = useSaveGatewaySettings();
  const test = useTestGatewayConnection();
  const [saved, setSaved] = useState(() => fieldsOf(initial));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { form, formRef, onSubmit, refuseWith } = useDomainForm({
    initialValues: saved,
    schema: EvolutionSettingsSchema,
    toBody: (values: GatewayFormValues) => values,
    onValuesChange: onChange,
  });
  const values = form.values;

  // 'Testar conexão' saves the version the gateway reports: take it in without losing other edits.
  const serverVersion = initial.evolution_api_version;
  const [seenVersion, setSeenVersion] = useState(serverVersion);
  useEffect(() => {
    if (serverVersion === seenVersion) return;
    setSeenVersion(serverVersion);
    setSaved((s) => ({ ...s, evolution_api_version: serverVersion }));
    form.setFieldValue('evolution_api_version', serverVersion);
  }, [serverVersion, seenVersion, form]);

  /** A masked secret being edited: typing over the mask replaces it, deleting part of it clears it. */
  const secretProps = (key: 'evolution_api_key' | 'evolution_instance_token') => ({
    ...form.getInputProps(key),
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(key, editMaskedSecret(values[key], e.currentTarget.value)),
  });

  const submit = onSubmit((body) => {
    setOutcome(null);
    save.mutate(body, {
      onSuccess: (view) => {
        const stored = fieldsOf(view);
        setSaved(stored);
        form.setValues(stored);
        setOutcome({ ok: true });
      },
      onError: (err) => {
        // The fields the server names show its words; the outcome keeps its message until the next save.
        refuseWith(err, '');
        setOutcome({ ok: false, message: err instanceof ApiError ? err.message : '' });
      },
    });
  });

  const unsaved = !sameFields(values, saved);

  return (
    <FormSection title="Conexão com a Evolution API" formRef={formRef} onSubmit={submit}>
      <Checkbox
        label="Habilitar integração com a Evolution API"
        {...form.getInputProps('evolution_api_enabled', { type: 'checkbox' })}
      />
      <TextInput
        label="URL da API"
        placeholder="https://evolution.suaempresa.com.br"
        type="url"
        autoComplete="off"
        {...form.getInputProps('evolution_api_url')}
      />
      <TextInput
        label="Nome da instância"
        placeholder="minha-instancia"
        autoComplete="off"
        {...form.getInputProps('evolution_instance')}
      />
      <PasswordInput
        label="Chave da API"
        description="Fica guardada no servidor e aparece mascarada; para trocar, apague e cole a nova"
        autoComplete="off"
        {...secretProps('evolution_api_key')}
      />
      <PasswordInput
        label="Token da instância"
        description="O token da instância na Evolution, que ela envia no apikey do webhook; fica mascarado como a chave"
        autoComplete="off"
        {...secretProps('evolution_instance_token')}
      />
      <Select
        label="Versão da Evolution API"
        description={
          initial.evolution_server_version
            ? `Detectada pelo teste de conexão: ${initial.evolution_server_version}`
            : 'Preenchida pelo “Testar conexão”; define o formato do envio de mensagens'
        }
        data={versionOptions}
        allowDeselect={false}
        {...form.getInputProps('evolution_api_version')}
        onChange={(value) => value && form.setFieldValue('evolution_api_version', value as EvolutionApiVersion)}
      />
      <TextInput
        label="URL do webhook do chat"
        description="URL para onde as mensagens do chat são enviadas"
        placeholder="https://bot.suaempresa.com.br/webhook"
        type="url"
        autoComplete="off"
        {...form.getInputProps('webhook_chat_url')}
      />
      {outcome?.ok && (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          {gatewayText.saved}
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={gatewayText.saveFailed} role="alert">
          {outcome.message}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
          Salvar configurações
        </Button>
        <Button
          variant="default"
          leftSection={<IconPlugConnected size={16} />}
          disabled={test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending ? 'Testando...' : 'Testar conexão'}
        </Button>
      </Group>
      {unsaved && (
        <Text size="xs" c="dimmed">
          O teste usa as configurações salvas: salve as alterações antes de testar.
        </Text>
      )}
      <ConnectionTestOutcome test={test} />
    </FormSection>
  );
}
