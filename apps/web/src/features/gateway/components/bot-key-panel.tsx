import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { errorText } from '../../../lib/api';
import { useGenerateBotKey } from '../api/generate-bot-key';

export const REGENERATE_BOT_KEY_CONFIRMATION =
  'Gerar uma nova chave do bot? A chave atual deixará de funcionar imediatamente.';
const GENERATE_FAILED = 'Erro ao gerar a chave do bot';

/** The bot's x-bot-key: shown masked; a new one is shown in full only right after it is generated. */
export function BotKeyPanel({ maskedKey }: { maskedKey: string }) {
  const generate = useGenerateBotKey();
  // Kept only in this component's state: leaving the screen forgets it for good.
  const [newKey, setNewKey] = useState<string | null>(null);

  const regenerate = () => {
    if (maskedKey && !window.confirm(REGENERATE_BOT_KEY_CONFIRMATION)) return;
    generate.mutate(undefined, {
      onSuccess: ({ key }) => setNewKey(key),
      onError: (err) =>
        notifications.show({ color: 'red', title: 'Chave do bot', message: errorText(err, GENERATE_FAILED) }),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-label="Chave do bot">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Chave do bot
        </Title>
        <Text size="sm" c="dimmed">
          O bot envia esta chave no cabeçalho <Code>x-bot-key</Code> ao registrar mensagens e clientes no Ponte.
        </Text>
        <Group gap="sm" justify="space-between">
          {maskedKey ? (
            <Code aria-label="Chave do bot atual">{maskedKey}</Code>
          ) : (
            <Text size="sm" c="dimmed">
              Nenhuma chave gerada
            </Text>
          )}
          <Button
            variant="default"
            leftSection={<IconKey size={16} />}
            loading={generate.isPending}
            onClick={regenerate}
          >
            Gerar nova chave
          </Button>
        </Group>
        {newKey && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Nova chave do bot">
            <Stack gap="xs">
              <Text size="sm">Copie a chave agora e configure-a no bot: ela não será mostrada novamente.</Text>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Code
                  block
                  aria-label="Chave gerada"
                  style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
                >
                  {newKey}
                </Code>
                <CopyButton value={newKey}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                      onClick={copy}
                    >
                      {copied ? 'Copiada' : 'Copiar'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => setNewKey(null)}
              >
                Já copiei, ocultar
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
