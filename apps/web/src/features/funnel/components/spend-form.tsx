import { Autocomplete, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CAMPAIGN_NAME_MAX,
  campaignText,
  CampaignSpendBodySchema,
  type CampaignSpend,
  type CampaignSpendBody,
} from '@ponte/domain/funnel-campaigns';
import { useDomainForm } from '../../../lib/form';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { PeriodFields } from '../../../ui/period-fields';
import { useSaveSpend } from '../api/campaign-spend';
import { ModalForm } from '../../../ui/modal-form';

type Values = { campaign: string; starts_on: string; ends_on: string; amount: string | number };

const toBody = (v: Values): CampaignSpendBody => ({
  campaign: v.campaign.trim(),
  starts_on: v.starts_on,
  ends_on: v.ends_on,
  amount: numberOrText(v.amount),
});

export type SpendFormProps = {
  /** The entry being edited; without it the form adds one. */
  spend?: CampaignSpend;
  /** Campaign names to offer (the ones the period's clicks carry). */
  campaigns: string[];
  onClose: () => void;
};

/**
 * What a campaign cost from one day to another, in R$ typed the pt-BR way ('1.234,56'). The
 * domain schema the server uses checks it first; a refusal's details land on the fields.
 */
export function SpendForm({ spend, campaigns, onClose }: SpendFormProps) {
  const save = useSaveSpend();
  const initialValues: Values = spend
    ? { campaign: spend.campaign, starts_on: spend.starts_on, ends_on: spend.ends_on, amount: spend.amount }
    : { campaign: '', starts_on: '', ends_on: '', amount: '' };
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues,
    schema: CampaignSpendBodySchema,
    toBody,
  });
  const submit = onSubmit((body) => {
    save.mutate(
      { id: spend?.id, body },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: spend ? campaignText.spendUpdated : campaignText.spendCreated,
          });
          onClose();
        },
        onError: (err) => refuseWith(err, campaignText.spendSaveFailed),
      },
    );
  });
  const title = spend ? 'Editar investimento' : 'Novo investimento';

  return (
    <ModalForm
      title={title}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      formRef={formRef}
      formLabel={title}
      refusal={refusal}
      pending={save.isPending}
    >
      <Autocomplete
        label="Campanha"
        description="O utm_campaign dos anúncios"
        withAsterisk
        maxLength={CAMPAIGN_NAME_MAX}
        data={campaigns}
        {...form.getInputProps('campaign')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <PeriodFields
          labels={['Primeiro dia', 'Último dia']}
          required
          width={null}
          period={{ start_date: form.values.starts_on, end_date: form.values.ends_on }}
          errors={{ start_date: form.errors.starts_on, end_date: form.errors.ends_on }}
          onChange={(key, day) => form.setFieldValue(key === 'start_date' ? 'starts_on' : 'ends_on', day)}
        />
      </SimpleGrid>
      <NumberField
        label="Valor investido (R$)"
        withAsterisk
        decimals={2}
        fixed
        currency="R$"
        {...form.getInputProps('amount')}
      />
    </ModalForm>
  );
}
