import { useState, type FormEvent } from 'react';
import { Button, Paper, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { AiSettingsView } from '@ponte/domain/ai';
import { ApiError } from '../../../lib/api';
import { SaveOutcome, type SaveOutcomeValue } from './save-outcome';
import { useSaveAiSettings } from '../api/ai-settings';
import { editMaskedSecret } from '../../../lib/edit-masked-secret';

type Fields = Pick<AiSettingsView, 'ai_enabled' | 'ai_base_url' | 'ai_model' | 'ai_api_key'>;

/** The model that checks and writes staff replies; without one, Ponte's built-in pt-BR rules answer. */
export function AiSettingsForm({ initial }: { initial: AiSettingsView }) {
  const save = useSaveAiSettings();
  const [values, setValues] = useState<Fields>({
    ai_enabled: initial.ai_enabled,
    ai_base_url: initial.ai_base_url,
    ai_model: initial.ai_model,
    ai_api_key: initial.ai_api_key,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<SaveOutcomeValue>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setErrors({});
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues({ ai_enabled: saved.ai_enabled, ai_base_url: saved.ai_base_url, ai_model: saved.ai_model, ai_api_key: saved.ai_api_key });
        setOutcome({ ok: true });
      },
      onError: (err) => {
        setErrors(err instanceof ApiError ? err.details : {});
        setOutcome({ ok: false, message: err instanceof ApiError ? err.message : '' });
      },
    });
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label="Inteligência Artificial">
      <Stack gap="md">
        <Title order={2} size="h4">
          Inteligência Artificial
        </Title>
        <Text size="sm" c="dimmed">
          Verifica as respostas da equipe antes do envio e gera mensagens prontas. Sem um modelo configurado, o Ponte usa
          suas regras e modelos de mensagem próprios, em português.
        </Text>
        <Switch
          label="Usar um modelo compatível com a API da OpenAI"
          checked={values.ai_enabled}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setValues((v) => ({ ...v, ai_enabled: checked }));
          }}
        />
        <TextInput
          label="URL da API"
          description="Ex.: https://api.openai.com/v1 ou http://localhost:11434/v1 (Ollama)"
          value={values.ai_base_url}
          error={errors.ai_base_url}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setValues((v) => ({ ...v, ai_base_url: next }));
          }}
        />
        <TextInput
          label="Modelo"
          placeholder="gpt-4o-mini"
          value={values.ai_model}
          error={errors.ai_model}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setValues((v) => ({ ...v, ai_model: next }));
          }}
        />
        <PasswordInput
          label="Chave da API"
          description="Fica guardada no servidor e aparece mascarada"
          autoComplete="off"
          value={values.ai_api_key}
          error={errors.ai_api_key}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setValues((v) => ({ ...v, ai_api_key: editMaskedSecret(v.ai_api_key, next) }));
          }}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Salvar IA
        </Button>
      </Stack>
    </Paper>
  );
}
