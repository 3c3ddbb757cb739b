import { Alert, Modal, Stack, Text } from '@mantine/core';
import { campaignText, type EmailCampaign } from '@ponte/domain/campaigns';
import { errorText } from '../../../lib/api';
import { useCampaignPreview } from '../api/campaigns';
import { CenteredLoader } from '../../../ui/load-state';

/**
 * 'Pré-visualizar': the message as its first recipient will read it (issue 29) — their name,
 * their open list, the campaign's values — not sample data. Shown in a sandboxed frame: the
 * template's HTML runs no script and reaches nothing of this page.
 */
export function PreviewModal({ campaign, onClose }: { campaign: EmailCampaign; onClose: () => void }) {
  const preview = useCampaignPreview(campaign.id);
  return (
    <Modal opened onClose={onClose} title={`Pré-visualizar: ${campaign.name}`} size="xl" centered>
      {preview.isPending ? (
        <CenteredLoader label="Carregando a pré-visualização" />
      ) : preview.error ? (
        <Alert color="red" role="alert">
          {errorText(preview.error, campaignText.previewFailed)}
        </Alert>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            Como {preview.data.recipient.name || preview.data.recipient.email} &lt;{preview.data.recipient.email}&gt;
            vai receber
          </Text>
          <Text size="sm" fw={600}>
            Assunto: {preview.data.subject}
          </Text>
          <iframe
            title="Mensagem"
            sandbox=""
            srcDoc={preview.data.html}
            style={{ width: '100%', height: '60vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          />
        </Stack>
      )}
    </Modal>
  );
}
