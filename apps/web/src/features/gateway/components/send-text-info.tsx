import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { evolutionVersionLabels, sendTextBody, type EvolutionApiVersion } from '@ponte/domain/gateway';
import { CodeSample } from '../../../ui/code-sample';

// Long URLs and code must wrap or scroll inside the panel, not stretch it past the screen.
const ALERT_STYLES = { body: { minWidth: 0 } };

export type SendTextInfoProps = { apiUrl: string; instance: string; version: EvolutionApiVersion };

/** The endpoint Ponte calls to send a text, built from the values in the form. */
export function sendTextEndpoint(apiUrl: string, instance: string): string {
  const base = apiUrl.trim().replace(/\/+$/, '') || '{URL da API}';
  return `${base}/message/sendText/${instance.trim() || '{instância}'}`;
}

/** Spec 3 info panel: the send-text endpoint and the payload of the chosen Evolution version. */
export function SendTextInfo({ apiUrl, instance, version }: SendTextInfoProps) {
  const payload = JSON.stringify(
    sendTextBody(version, '5511999999999', 'Olá! Sua lista de compras está pronta.'),
    null,
    2,
  );
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title="Envio de mensagens"
      role="note"
      styles={ALERT_STYLES}
    >
      <Stack gap="xs">
        <Text size="sm">Para enviar um texto, o Ponte chama o endpoint:</Text>
        <Code
          block
          aria-label="Endpoint de envio de texto"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {`POST ${sendTextEndpoint(apiUrl, instance)}\napikey: <chave da API>`}
        </Code>
        <Text size="sm">
          Com o corpo em JSON no formato da {evolutionVersionLabels[version]} (
          {version === 'v1' ? (
            <>
              campos <Code>number</Code> e <Code>textMessage.text</Code>
            </>
          ) : (
            <>
              campos <Code>number</Code> e <Code>text</Code>
            </>
          )}
          ):
        </Text>
        <CodeSample label="Corpo do envio de texto">{payload}</CodeSample>
      </Stack>
    </Alert>
  );
}
