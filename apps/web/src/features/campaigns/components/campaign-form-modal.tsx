import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import {
  CampaignBodySchema,
  campaignText,
  SCHEDULE_TYPES,
  scheduleTypeLabels,
  type CampaignBody,
  type EmailCampaign,
} from '@ponte/domain/campaigns';
import { KNOWN_TEMPLATE_VARIABLES } from '@ponte/domain/email';
import { useDomainForm } from '../../../lib/form';
import { DateTimeField } from '../../../ui/date-field';
import { FormRefusal } from '../../../ui/form-refusal';
import { useSegments } from '../../../lib/email-sources';
import { useTemplates } from '../../../lib/email-sources';
import { useCreateCampaign, useUpdateCampaign } from '../api/campaigns';

type Values = {
  name: string;
  template_id: string;
  segment_id: string;
  schedule_type: string;
  scheduled_at: string;
  variable_values: Record<string, string>;
};

const toBody = (v: Values): CampaignBody => ({
  name: v.name,
  template_id: v.template_id ? Number(v.template_id) : (undefined as unknown as number),
  segment_id: v.segment_id ? Number(v.segment_id) : (undefined as unknown as number),
  schedule_type: v.schedule_type as CampaignBody['schedule_type'],
  // The input holds the admin's local time; the server takes an instant.
  scheduled_at: v.schedule_type === 'scheduled' && v.scheduled_at ? new Date(v.scheduled_at).toISOString() : null,
  status: 'draft',
  variable_values: v.variable_values,
});

/** What the form shows for a campaign being edited (the moment in the admin's wall clock), or an empty one. */
const valuesOf = (c?: EmailCampaign): Values => ({
  name: c?.name ?? '',
  template_id: c?.template_id ? String(c.template_id) : '',
  segment_id: c?.segment_id ? String(c.segment_id) : '',
  schedule_type: c?.schedule_type ?? 'immediate',
  scheduled_at: c?.scheduled_at ? dayjs(c.scheduled_at).format('YYYY-MM-DDTHH:mm') : '',
  variable_values: c?.variable_values ?? {},
});

/**
 * 'Nova Campanha': Nome da Campanha *, Template *, Segmento * ('name - description'), Tipo de
 * Agendamento. With `campaign`, 'Editar Campanha' of a draft or a scheduled one.
 */
export function CampaignFormModal({ campaign, onClose }: { campaign?: EmailCampaign; onClose: () => void }) {
  const templates = useTemplates();
  const segments = useSegments();
  const create = useCreateCampaign();
  const update = useUpdateCampaign(campaign?.id ?? 0);
  const save = campaign ? update : create;
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: valuesOf(campaign),
    schema: CampaignBodySchema,
    toBody,
  });
  // The template's own variables ({{cupom}}): one value for every recipient of this campaign.
  const declared = (templates.data?.find((t) => String(t.id) === form.values.template_id)?.variables ?? []).filter(
    (name) => !(KNOWN_TEMPLATE_VARIABLES as readonly string[]).includes(name),
  );
  const submit = onSubmit((_all, values) => {
    // Only the chosen template's variables: another template's values would be refused.
    const body = toBody({
      ...values,
      variable_values: Object.fromEntries(declared.map((name) => [name, values.variable_values[name] ?? ''])),
    });
    save.mutate(body, {
      onSuccess: onClose,
      // Said once: a reason already under its field is not repeated above the buttons.
      onError: (err) =>
        refuseWith(err, '', (reason, details) => (Object.values(details).includes(reason) ? '' : reason)),
    });
  });

  return (
    <Modal opened onClose={onClose} title={campaign ? campaignText.editTitle : 'Nova Campanha'} size="lg" centered>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Nome da Campanha" withAsterisk {...form.getInputProps('name')} />
          <Select
            label="Template"
            withAsterisk
            placeholder="Selecione um template"
            data={(templates.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            {...form.getInputProps('template_id')}
          />
          <Select
            label="Segmento"
            withAsterisk
            placeholder="Selecione um segmento"
            data={(segments.data ?? []).map((s) => ({
              value: String(s.id),
              label: s.description ? `${s.name} - ${s.description}` : s.name,
            }))}
            {...form.getInputProps('segment_id')}
          />
          <Select
            label="Tipo de Agendamento"
            allowDeselect={false}
            data={SCHEDULE_TYPES.map((t) => ({ value: t, label: scheduleTypeLabels[t] }))}
            {...form.getInputProps('schedule_type')}
          />
          {declared.map((name) => (
            <TextInput
              key={name}
              label={`{{${name}}}`}
              description={campaignText.variableValueHint}
              {...form.getInputProps(`variable_values.${name}`)}
              value={form.values.variable_values[name] ?? ''}
            />
          ))}
          {form.errors.variable_values && (
            <Alert color="red" role="alert">
              {form.errors.variable_values}
            </Alert>
          )}
          {form.values.schedule_type === 'scheduled' && (
            <DateTimeField
              label="Data e hora do envio"
              withAsterisk
              {...form.getInputProps('scheduled_at')}
              value={form.values.scheduled_at}
            />
          )}
          <FormRefusal message={refusal} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              {campaign ? 'Salvar' : 'Criar Campanha'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
