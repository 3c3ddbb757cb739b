import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CampaignBodySchema, SCHEDULE_TYPES, scheduleTypeLabels, type CampaignBody } from '@ponte/domain/campaigns';
import { showServerErrors, validateBody } from '../../../lib/form';
import { DateTimeField } from '../../../ui/date-field';
import { useSegments } from '../../segments/api/get-segments';
import { useTemplates } from '../../email/api/get-templates';
import { useCreateCampaign } from '../api/campaigns';

type Values = { name: string; template_id: string; segment_id: string; schedule_type: string; scheduled_at: string };

const toBody = (v: Values): CampaignBody => ({
  name: v.name,
  template_id: v.template_id ? Number(v.template_id) : (undefined as unknown as number),
  segment_id: v.segment_id ? Number(v.segment_id) : (undefined as unknown as number),
  schedule_type: v.schedule_type as CampaignBody['schedule_type'],
  // The input holds the admin's local time; the server takes an instant.
  scheduled_at: v.schedule_type === 'scheduled' && v.scheduled_at ? new Date(v.scheduled_at).toISOString() : null,
  status: 'draft',
});

/** 'Nova Campanha': Nome da Campanha *, Template *, Segmento * ('name - description'), Tipo de Agendamento. */
export function CampaignFormModal({ onClose }: { onClose: () => void }) {
  const templates = useTemplates();
  const segments = useSegments();
  const create = useCreateCampaign();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', template_id: '', segment_id: '', schedule_type: 'immediate', scheduled_at: '' },
    validate: validateBody(CampaignBodySchema, toBody),
  });
  const submit = form.onSubmit((values) => {
    setError(null);
    create.mutate(toBody(values), {
      onSuccess: onClose,
      onError: (err) => setError(showServerErrors(form, err)),
    });
  });

  return (
    <Modal opened onClose={onClose} title="Nova Campanha" size="lg" centered>
      <form onSubmit={submit} noValidate>
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
          {form.values.schedule_type === 'scheduled' && (
            <DateTimeField
              label="Data e hora do envio"
              withAsterisk
              {...form.getInputProps('scheduled_at')}
              value={form.values.scheduled_at}
            />
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Criar Campanha
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
