import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
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
import { editMaskedSecret } from '../../../lib/edit-masked-secret';
import { useSaveGatewaySettings } from '../api/save-gateway-settings';
import { useTestGatewayConnection } from '../api/test-gateway-connection';
import { ConnectionTestOutcome } from './connection-test-outcome';

/** Every field present: what the form edits and sends. */
export type GatewayFormValues = Required<EvolutionSettings>;
type FieldErrors = Partial<Record<keyof GatewayFormValues, string>>;
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
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  // 'Testar conexão' saves the version the gateway reports: take it in without losing other edits.
  const serverVersion = initial.evolution_api_version;
  const [seenVersion, setSeenVersion] = useState(serverVersion);
  useEffect(() => {
    if (serverVersion === seenVersion) return;
    setSeenVersion(serverVersion);
    setSaved((s) => ({ ...s, evolution_api_version: serverVersion }));
    const next = { ...values, evolution_api_version: serverVersion };
    setValues(next);
    onChange(next);
  }, [serverVersion, seenVersion, values, onChange]);

  const set = <K extends keyof GatewayFormValues>(key: K, value: GatewayFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    onChange(next);
    // The field's error was about the old value.
    setErrors((e) => (key in e ? { ...e, [key]: undefined } : e));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = EvolutionSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof GatewayFormValues] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data as GatewayFormValues, {
      onSuccess: (view) => {
        const stored = fieldsOf(view);
        setSaved(stored);
        setValues(stored);
        onChange(stored);
        setOutcome({ ok: true });
      },
      onError: (err) => {
        setErrors(err instanceof ApiError ? (err.details as FieldErrors) : {});
        setOutcome({ ok: false, message: err instanceof ApiError ? err.message : '' });
      },
    });
  };

  const unsaved = !sameFields(values, saved);

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      withBorder
      radius="md"
      p="lg"
      aria-label="Conexão com a Evolution API"
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          Conexão com a Evolution API
        </Title>
        <Checkbox
          label="Habilitar integração com a Evolution API"
          checked={values.evolution_api_enabled}
          onChange={(e) => set('evolution_api_enabled', e.currentTarget.checked)}
        />
        <TextInput
          label="URL da API"
          placeholder="https://evolution.suaempresa.com.br"
          type="url"
          autoComplete="off"
          value={values.evolution_api_url}
          error={errors.evolution_api_url}
          onChange={(e) => set('evolution_api_url', e.currentTarget.value)}
        />
        <TextInput
          label="Nome da instância"
          placeholder="minha-instancia"
          autoComplete="off"
          value={values.evolution_instance}
          error={errors.evolution_instance}
          onChange={(e) => set('evolution_instance', e.currentTarget.value)}
        />
        <PasswordInput
          label="Chave da API"
          description="Fica guardada no servidor e aparece mascarada; para trocar, apague e cole a nova"
          autoComplete="off"
          value={values.evolution_api_key}
          error={errors.evolution_api_key}
          onChange={(e) => set('evolution_api_key', editMaskedSecret(values.evolution_api_key, e.currentTarget.value))}
        />
        <PasswordInput
          label="Token da instância"
          description="O token da instância na Evolution, que ela envia no apikey do webhook; fica mascarado como a chave"
          autoComplete="off"
          value={values.evolution_instance_token}
          error={errors.evolution_instance_token}
          onChange={(e) =>
            set('evolution_instance_token', editMaskedSecret(values.evolution_instance_token, e.currentTarget.value))
          }
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
          value={values.evolution_api_version}
          error={errors.evolution_api_version}
          onChange={(value) => value && set('evolution_api_version', value as EvolutionApiVersion)}
        />
        <TextInput
          label="URL do webhook do chat"
          description="URL para onde as mensagens do chat são enviadas"
          placeholder="https://bot.suaempresa.com.br/webhook"
          type="url"
          autoComplete="off"
          value={values.webhook_chat_url}
          error={errors.webhook_chat_url}
          onChange={(e) => set('webhook_chat_url', e.currentTarget.value)}
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
      </Stack>
    </Paper>
  );
}
