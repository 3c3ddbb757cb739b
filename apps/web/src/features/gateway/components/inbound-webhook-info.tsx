import { ActionIcon, Alert, Button, Code, CopyButton, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { errorText } from '../../../lib/api';
import { useRegenerateWebhookSecret } from '../api/regenerate-webhook-secret';
import { CodeSample } from '../../../ui/code-sample';

// Long URLs and code must wrap or scroll inside the panel, not stretch it past the screen.
const ALERT_STYLES = { body: { minWidth: 0 } };

export const REGENERATE_WEBHOOK_SECRET_CONFIRMATION =
  'Gerar um novo segredo para a URL do webhook? A URL atual deixará de funcionar: atualize-a na Evolution em seguida.';
const REGENERATE_FAILED = 'Erro ao gerar o novo segredo';

export type InboundWebhookInfoProps = { webhookPath: string; secret: string; instance: string };

const examplePayload = (instance: string, url: string) =>
  JSON.stringify(
    {
      event: 'messages.upsert',
      instance: instance || 'minha-instancia',
      data: {
        key: { remoteJid: '5511999999999@s.whatsapp.net', fromMe: false, id: '3EB0C431C26A1916E07E' },
        pushName: 'Maria',
        message: { conversation: 'Olá, gostaria de um orçamento' },
        messageType: 'conversation',
        messageTimestamp: 1717000000,
      },
      destination: url,
      date_time: '2025-03-10T12:00:00.000Z',
      sender: '5511888888888@s.whatsapp.net',
      apikey: '<token da instância ou null>',
    },
    null,
    2,
  );

/** Spec 3 warning panel: where the gateway must send incoming messages (the URL carries its secret), and in which format. */
export function InboundWebhookInfo({ webhookPath, secret, instance }: InboundWebhookInfoProps) {
  const regenerate = useRegenerateWebhookSecret();
  const url = `${window.location.origin}${webhookPath}${secret ? `/${secret}` : ''}`;

  const confirmRegenerate = () => {
    if (!window.confirm(REGENERATE_WEBHOOK_SECRET_CONFIRMATION)) return;
    regenerate.mutate(undefined, {
      onError: (err) =>
        notifications.show({ color: 'red', title: 'URL do webhook', message: errorText(err, REGENERATE_FAILED) }),
    });
  };

  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Webhook de mensagens recebidas"
      role="note"
      styles={ALERT_STYLES}
    >
      <Stack gap="xs">
        <Text size="sm">
          Configure na Evolution API o webhook da instância (eventos <Code>MESSAGES_UPSERT</Code>,{' '}
          <Code>MESSAGES_UPDATE</Code>, <Code>MESSAGES_EDITED</Code>, <Code>CONNECTION_UPDATE</Code> e{' '}
          <Code>QRCODE_UPDATED</Code>, base64 ligado) apontando para este endereço. O segredo no fim da URL autentica a
          Evolution; guarde-o como uma senha.
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code aria-label="URL do webhook de entrada" style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
            {url}
          </Code>
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copiado!' : 'Copiar URL'} withArrow>
                <ActionIcon
                  variant="light"
                  color={copied ? 'teal' : 'orange'}
                  onClick={copy}
                  aria-label="Copiar URL do webhook"
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={regenerate.isPending}
          onClick={confirmRegenerate}
          style={{ alignSelf: 'flex-start' }}
        >
          Gerar novo segredo
        </Button>
        <List size="sm" spacing={4}>
          <List.Item>
            “Webhook by events” pode ficar ligado ou desligado: o Ponte aceita também <Code>…/messages-upsert</Code> e
            os demais sufixos de evento.
          </List.Item>
          <List.Item>
            Em vez do segredo na URL, a Evolution pode enviar a “Chave da API” ou o “Token da instância” no cabeçalho{' '}
            <Code>apikey</Code> (nos headers do webhook) ou no campo <Code>apikey</Code> do corpo. Só o segredo na URL
            ou o cabeçalho liberam mídias grandes.
          </List.Item>
          <List.Item>Chamadas recusadas aparecem nos logs de mensagens abaixo, com o motivo.</List.Item>
        </List>
        <Text size="sm">Formato esperado:</Text>
        <CodeSample label="Exemplo de mensagem recebida">{examplePayload(instance.trim(), url)}</CodeSample>
      </Stack>
    </Alert>
  );
}
