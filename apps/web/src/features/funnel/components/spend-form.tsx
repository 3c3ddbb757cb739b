import { Alert, Autocomplete, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CAMPAIGN_NAME_MAX,
  campaignText,
  CampaignSpendBodySchema,
  type CampaignSpend,
  type CampaignSpendBody,
} from '@ponte/domain/funnel-campaigns';
import { useState } from 'react';
import { showServerErrors, validateBody } from '../../../lib/form';
import { DateField } from '../../../ui/date-field';
import { NumberField, numberOrText } from '../../../ui/number-field';
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
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: spend
      ? { campaign: spend.campaign, starts_on: spend.starts_on, ends_on: spend.ends_on, amount: spend.amount }
      : { campaign: '', starts_on: '', ends_on: '', amount: '' },
    validate: validateBody(CampaignSpendBodySchema, toBody),
  });
  const submit = form.onSubmit((values) => {
    setError(null);
    save.mutate(
      { id: spend?.id, body: toBody(values) },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: spend ? campaignText.spendUpdated : campaignText.spendCreated,
          });
          onClose();
        },
        onError: (err) => setError(showServerErrors(form, err) || campaignText.spendSaveFailed),
      },
    );
  });
  const title = spend ? 'Editar investimento' : 'Novo investimento';

  return (
    <ModalForm title={title} size="lg" onClose={onClose} onSubmit={submit} formLabel={title} pending={save.isPending}>
      <Autocomplete
        label="Campanha"
        description="O utm_campaign dos anúncios"
        withAsterisk
        maxLength={CAMPAIGN_NAME_MAX}
        data={campaigns}
        {...form.getInputProps('campaign')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField
          label="Primeiro dia"
          withAsterisk
          value={form.values.starts_on}
          max={form.values.ends_on}
          error={form.errors.starts_on}
          onChange={(day) => form.setFieldValue('starts_on', day)}
        />
        <DateField
          label="Último dia"
          withAsterisk
          value={form.values.ends_on}
          min={form.values.starts_on}
          error={form.errors.ends_on}
          onChange={(day) => form.setFieldValue('ends_on', day)}
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
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </ModalForm>
  );
}
