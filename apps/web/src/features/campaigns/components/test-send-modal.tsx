import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CampaignTestBodySchema,
  campaignText,
  type CampaignTestBody,
  type EmailCampaign,
} from '@ponte/domain/campaigns';
import { useStoredUser } from '../../../lib/auth-storage';
import { useDomainForm } from '../../../lib/form';
import { FormRefusal } from '../../../ui/form-refusal';
import { useTestSend } from '../api/campaigns';

type Values = { to: string };
const toBody = (v: Values): CampaignTestBody => ({ to: v.to });

/** 'Enviar teste': the campaign's message once to one address, the signed-in staff member's own to begin with. */
export function TestSendModal({ campaign, onClose }: { campaign: EmailCampaign; onClose: () => void }) {
  const user = useStoredUser();
  const send = useTestSend(campaign.id);
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: { to: user?.email ?? '' },
    schema: CampaignTestBodySchema,
    toBody,
  });
  const submit = onSubmit((body) => {
    send.mutate(body, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', title: campaign.name, message: res.message, role: 'status' });
        onClose();
      },
      onError: (err) => refuseWith(err, ''),
    });
  });
  return (
    <Modal opened onClose={onClose} title={`${campaignText.testTitle}: ${campaign.name}`} centered>
      <form ref={formRef} onSubmit={submit} noValidate>
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
          <FormRefusal message={refusal} />
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
