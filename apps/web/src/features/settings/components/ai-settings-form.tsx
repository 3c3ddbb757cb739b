import { Button, Paper, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { SaveAiSettingsSchema, type AiSettingsView } from '@ponte/domain/ai';
import { editMaskedSecret } from '../../../lib/edit-masked-secret';
import { useSaveAiSettings } from '../api/ai-settings';
import { SaveOutcome } from './save-outcome';
import { useSettingsForm } from './use-settings-form';

type Fields = Pick<AiSettingsView, 'ai_enabled' | 'ai_base_url' | 'ai_model' | 'ai_api_key'>;

const pick = ({ ai_enabled, ai_base_url, ai_model, ai_api_key }: AiSettingsView): Fields => ({
  ai_enabled,
  ai_base_url,
  ai_model,
  ai_api_key,
});

/** The model that checks and writes staff replies; without one, Ponte's built-in pt-BR rules answer. */
export function AiSettingsForm({ initial }: { initial: AiSettingsView }) {
  const { form, outcome, submit, pending } = useSettingsForm({
    initialValues: pick(initial),
    schema: SaveAiSettingsSchema,
    toBody: (values: Fields) => values,
    fromSaved: pick,
    save: useSaveAiSettings(),
  });

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      withBorder
      radius="md"
      p="lg"
      aria-label="Inteligência Artificial"
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          Inteligência Artificial
        </Title>
        <Text size="sm" c="dimmed">
          Verifica as respostas da equipe antes do envio e gera mensagens prontas. Sem um modelo configurado, o Ponte
          usa suas regras e modelos de mensagem próprios, em português.
        </Text>
        <Switch
          label="Usar um modelo compatível com a API da OpenAI"
          {...form.getInputProps('ai_enabled', { type: 'checkbox' })}
        />
        <TextInput
          label="URL da API"
          description="Ex.: https://api.openai.com/v1 ou http://localhost:11434/v1 (Ollama)"
          {...form.getInputProps('ai_base_url')}
        />
        <TextInput label="Modelo" placeholder="gpt-4o-mini" {...form.getInputProps('ai_model')} />
        <PasswordInput
          label="Chave da API"
          description="Fica guardada no servidor e aparece mascarada"
          autoComplete="off"
          value={form.values.ai_api_key}
          error={form.errors.ai_api_key}
          onChange={(e) => {
            const next = e.currentTarget.value;
            form.setFieldValue('ai_api_key', (previous) => editMaskedSecret(previous, next));
          }}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Salvar IA
        </Button>
      </Stack>
    </Paper>
  );
}
