import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  AD_CAMPAIGN_DESCRIPTION_MAX,
  AD_CAMPAIGN_ID_MAX,
  AD_CAMPAIGN_NAME_MAX,
  AD_CAMPAIGN_TRIGGER_MAX,
  AdCampaignBodySchema,
  adCampaignText,
  type AdCampaign,
  type AdCampaignBody,
} from '@ponte/domain/ad-campaigns';
import { useDomainForm } from '../../../lib/form';
import { InlineFormButtons } from '../../../ui/form-buttons';
import { FormRefusal } from '../../../ui/form-refusal';
import { FormSection } from '../../../ui/form-section';

type Values = { name: string; description: string; campaign_id: string; trigger_phrase: string; active: boolean };

const EMPTY: Values = { name: '', description: '', campaign_id: '', trigger_phrase: '', active: true };

const toBody = (v: Values): AdCampaignBody => ({
  name: v.name.trim(),
  description: v.description.trim(),
  campaign_id: v.campaign_id.trim(),
  trigger_phrase: v.trigger_phrase.trim(),
  active: v.active,
});

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
  const { form, formRef, saveWith, refusal } = useDomainForm({
    initialValues: campaign ? fromCampaign(campaign) : EMPTY,
    schema: AdCampaignBodySchema,
    toBody,
    // Spec 3 §5 alerts the missing name or price (or id) above the form.
    alertInvalid: true,
  });
  const submit = saveWith(onSubmit, adCampaignText.saveFailed);

  return (
    <FormSection title={title} formRef={formRef} compact onSubmit={submit}>
      <FormRefusal message={refusal} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Nome da Campanha"
          withAsterisk
          maxLength={AD_CAMPAIGN_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="ID da Campanha"
          description="O ID da campanha na plataforma de anúncios"
          withAsterisk
          maxLength={AD_CAMPAIGN_ID_MAX}
          {...form.getInputProps('campaign_id')}
        />
      </SimpleGrid>
      <TextInput
        label="Frase Gatilho"
        description="A frase que o anúncio coloca na primeira mensagem do cliente"
        maxLength={AD_CAMPAIGN_TRIGGER_MAX}
        {...form.getInputProps('trigger_phrase')}
      />
      <Textarea
        label="Descrição"
        autosize
        minRows={2}
        maxLength={AD_CAMPAIGN_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      <Checkbox label="Campanha ativa" {...form.getInputProps('active', { type: 'checkbox' })} />
      <InlineFormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </FormSection>
  );
}
