import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  AD_CAMPAIGN_DESCRIPTION_MAX,
  AD_CAMPAIGN_ID_MAX,
  AD_CAMPAIGN_NAME_MAX,
  AD_CAMPAIGN_TRIGGER_MAX,
  adCampaignText,
  type AdCampaign,
  type AdCampaignBody,
} from '@ponte/domain/ad-campaigns';
import { useRefusal } from '../../../lib/use-refusal';
import { FormRefusal } from '../../../ui/form-refusal';

type Values = { name: string; description: string; campaign_id: string; trigger_phrase: string; active: boolean };

const EMPTY: Values = { name: '', description: '', campaign_id: '', trigger_phrase: '', active: true };

const fromCampaign = (c: AdCampaign): Values => ({
  name: c.name,
  description: c.description ?? '',
  campaign_id: c.campaign_id,
  trigger_phrase: c.trigger_phrase ?? '',
  active: c.active,
});

export type CampaignFormProps = {
  /** The campaign being edited; without it the form creates one. */
  campaign?: AdCampaign;
  title: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves once saved; a rejection is the server's refusal, shown in the form. */
  onSubmit: (body: AdCampaignBody) => Promise<unknown>;
  onCancel: () => void;
};

/** Create and inline-edit form of a campaign; name and campaign id are checked before any call (spec 3 §5). */
export function CampaignForm({ campaign, title, submitLabel, pending, onSubmit, onCancel }: CampaignFormProps) {
  const [values, setValues] = useState<Values>(() => (campaign ? fromCampaign(campaign) : EMPTY));
  const refusal = useRefusal<keyof Values>();
  // A refusal answers the last attempt: it goes as soon as anything changes.
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    refusal.clear();
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = (['name', 'campaign_id'] as const).filter((key) => !values[key].trim());
    if (missing.length > 0) {
      refusal.refuse(adCampaignText.required, missing);
      return;
    }
    refusal.clear();
    onSubmit({
      name: values.name.trim(),
      description: values.description.trim(),
      campaign_id: values.campaign_id.trim(),
      trigger_phrase: values.trigger_phrase.trim(),
      active: values.active,
    }).catch((err: unknown) => refusal.refuseWith(err, adCampaignText.saveFailed));
  };

  return (
    <Paper
      component="form"
      ref={refusal.formRef}
      onSubmit={submit}
      noValidate
      withBorder
      radius="md"
      p="md"
      aria-label={title}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <FormRefusal message={refusal.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Nome da Campanha"
            withAsterisk
            maxLength={AD_CAMPAIGN_NAME_MAX}
            value={values.name}
            error={refusal.fields.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            label="ID da Campanha"
            description="O ID da campanha na plataforma de anúncios"
            withAsterisk
            maxLength={AD_CAMPAIGN_ID_MAX}
            value={values.campaign_id}
            error={refusal.fields.campaign_id}
            onChange={(e) => set('campaign_id', e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="Frase Gatilho"
          description="A frase que o anúncio coloca na primeira mensagem do cliente"
          maxLength={AD_CAMPAIGN_TRIGGER_MAX}
          value={values.trigger_phrase}
          error={refusal.fields.trigger_phrase}
          onChange={(e) => set('trigger_phrase', e.currentTarget.value)}
        />
        <Textarea
          label="Descrição"
          autosize
          minRows={2}
          maxLength={AD_CAMPAIGN_DESCRIPTION_MAX}
          value={values.description}
          error={refusal.fields.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Checkbox
          label="Campanha ativa"
          checked={values.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
