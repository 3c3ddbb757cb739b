import { useState } from 'react';
import { Grid, Stack } from '@mantine/core';

import { PageHeader } from '../../../ui/page-header';
import { useGatewaySettings } from '../api/get-gateway-settings';
import { BotKeyPanel } from './bot-key-panel';
import { GatewayLogsPanel } from './gateway-logs-panel';
import { GatewayConnectionStatus } from './gateway-connection-status';
import { GatewaySettingsForm, type GatewayFormValues } from './gateway-settings-form';
import { InboundWebhookInfo } from './inbound-webhook-info';
import { SendTextInfo } from './send-text-info';
import { SettingsLoadState } from '../../../ui/load-state';

/** /evolution: the WhatsApp gateway (Evolution API) settings, stored on the server, with its message log. */
export function GatewayPage() {
  const settings = useGatewaySettings();
  // The form's unsaved values, so the panels show the endpoint being typed.
  const [draft, setDraft] = useState<GatewayFormValues | null>(null);

  return (
    <>
      <PageHeader title="Evolution API" description="Configurações do gateway de mensagens do WhatsApp" />
      <Stack gap="lg">
        <SettingsLoadState query={settings} />
        {settings.isSuccess && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="lg">
                <GatewaySettingsForm initial={settings.data} onChange={setDraft} />
                <BotKeyPanel maskedKey={settings.data.bot_api_key} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="lg">
                <GatewayConnectionStatus connection={settings.data.connection} />
                <SendTextInfo
                  apiUrl={(draft ?? settings.data).evolution_api_url}
                  instance={(draft ?? settings.data).evolution_instance}
                  version={(draft ?? settings.data).evolution_api_version}
                />
                <InboundWebhookInfo
                  webhookPath={settings.data.inbound_webhook_path}
                  secret={settings.data.webhook_secret}
                  instance={(draft ?? settings.data).evolution_instance}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
        <GatewayLogsPanel />
      </Stack>
    </>
  );
}
