import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CampaignTestBodySchema,
  campaignText,
  type CampaignTestBody,
  type EmailCampaign,
} from '@ponte/domain/campaigns';
import { useStoredUser } from '../../../lib/auth-storage';
import { showServerErrors, validateBody } from '../../../lib/form';
import { FormRefusal } from '../../../ui/form-refusal';
import { useTestSend } from '../api/campaigns';

type Values = { to: string };
const toBody = (v: Values): CampaignTestBody => ({ to: v.to });

/** 'Enviar teste': the campaign's message once to one address, the signed-in staff member's own to begin with. */
export function TestSendModal({ campaign, onClose }: { campaign: EmailCampaign; onClose: () => void }) {
  const user = useStoredUser();
  const send = useTestSend(campaign.id);
  const [error, setError] = useState('');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { to: user?.email ?? '' },
    validate: validateBody(CampaignTestBodySchema, toBody),
  });
  const submit = form.onSubmit((values) => {
    setError('');
    send.mutate(toBody(values), {
      onSuccess: (res) => {
        notifications.show({ color: 'green', title: campaign.name, message: res.message, role: 'status' });
        onClose();
      },
      onError: (err) => setError(showServerErrors(form, err)),
    });
  });
  return (
    <Modal opened onClose={onClose} title={`${campaignText.testTitle}: ${campaign.name}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={campaignText.testLabel}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('to')}
          />
          <Text size="xs" c="dimmed">
            {campaignText.testHint}
          </Text>
          <FormRefusal message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={send.isPending}>
              {campaignText.testTitle}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
