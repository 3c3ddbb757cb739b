import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

// Long URLs and code must wrap or scroll inside the panel, not stretch it past the screen.
const ALERT_STYLES = { body: { minWidth: 0 } };

export type InboundWebhookInfoProps = { webhookPath: string; instance: string };

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
      apikey: '<chave da API>',
    },
    null,
    2,
  );

/** Spec 3 warning panel: where the gateway must send incoming messages, and in which format. */
export function InboundWebhookInfo({ webhookPath, instance }: InboundWebhookInfoProps) {
  const url = `${window.location.origin}${webhookPath}`;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Webhook de mensagens recebidas" role="note" styles={ALERT_STYLES}>
      <Stack gap="xs">
        <Text size="sm">
          Configure na Evolution API o webhook do evento <Code>MESSAGES_UPSERT</Code> apontando para este endereço:
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code aria-label="URL do webhook de entrada" style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
            {url}
          </Code>
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copiado!' : 'Copiar URL'} withArrow>
                <ActionIcon variant="light" color={copied ? 'teal' : 'orange'} onClick={copy} aria-label="Copiar URL do webhook">
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">
          A Evolution deve enviar a <Code>apikey</Code> (a mesma chave informada em “Chave da API”), no corpo ou no
          cabeçalho <Code>apikey</Code>; sem ela o Ponte recusa a mensagem. Formato esperado:
        </Text>
        <Code block style={{ overflowX: 'auto' }}>
          {examplePayload(instance.trim(), url)}
        </Code>
      </Stack>
    </Alert>
  );
}
