import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { logText } from '@ponte/domain/logs';
import { errorText } from '../../../lib/api';
import { useRecentWebhooks } from '../api/get-webhook-logs';

/** Spec 3 §2: 'Recent Webhook Activity', the first five webhook calls. */
export function RecentWebhooks() {
  const webhooks = useRecentWebhooks();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-webhooks">
      <Title order={2} size="h4" id="recent-webhooks" mb="sm">
        Recent Webhook Activity
      </Title>
      {webhooks.isPending ? (
        <Loader size="sm" aria-label="Loading webhooks" />
      ) : webhooks.error ? (
        <Text c="red" size="sm">
          {errorText(webhooks.error, 'Could not load the webhook log')}
        </Text>
      ) : webhooks.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {logText.empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {webhooks.data.map((hook) => (
            <Group
              key={hook.id}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="wrap"
              aria-label={`Webhook ${hook.id}`}
            >
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color={hook.success ? 'green' : 'red'}>
                  {hook.success ? 'success' : 'failed'}
                </Badge>
                <Text size="sm" fw={600}>
                  {hook.webhook_type}
                </Text>
                <Text size="sm" c="dimmed">
                  {hook.response_status} {hook.response_body}
                </Text>
                {hook.error_message && (
                  <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                    {hook.error_message}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed" component="time" dateTime={hook.created_at}>
                {formatDateTimeBR(hook.created_at)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
