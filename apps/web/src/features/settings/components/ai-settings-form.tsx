import { Switch, TextInput } from '@mantine/core';
import { SaveAiSettingsSchema, type AiSettingsView } from '@ponte/domain/ai';
import { SecretInput } from '../../../ui/secret-input';
import { useSaveAiSettings } from '../api/ai-settings';
import { SettingsSection } from './settings-section';
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
  const { form, section } = useSettingsForm({
    initialValues: pick(initial),
    schema: SaveAiSettingsSchema,
    toBody: (values: Fields) => values,
    fromSaved: pick,
    save: useSaveAiSettings(),
  });

  return (
    <SettingsSection
      title="Inteligência Artificial"
      hint="Verifica as respostas da equipe antes do envio e gera mensagens prontas. Sem um modelo configurado, o Ponte usa suas regras e modelos de mensagem próprios, em português."
      {...section}
      saveLabel="Salvar IA"
    >
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
      <SecretInput
        label="Chave da API"
        value={form.values.ai_api_key}
        error={form.errors.ai_api_key}
        onChange={(edit) => form.setFieldValue('ai_api_key', edit)}
      />
    </SettingsSection>
  );
}
