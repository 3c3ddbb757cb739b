import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LOG_RETENTION_MAX_DAYS, LOG_RETENTION_MIN_DAYS } from '@ponte/domain/logs';
import { errorText } from '../../../lib/api';
import { useLogSettings, useSaveLogSettings } from '../api/log-settings';

/** How long entries are kept before they are pruned (docs/0021). */
export function RetentionControl() {
  const settings = useLogSettings();
  const save = useSaveLogSettings();
  const [days, setDays] = useState<number | string | null>(null);
  const value = days ?? settings.data?.retention_days ?? '';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Retention">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { retention_days: Number(value) },
            {
              onSuccess: () => {
                setDays(null);
                notifications.show({ color: 'green', message: 'Retention saved' });
              },
              onError: (err) => notifications.show({ color: 'red', message: errorText(err, 'Could not save') }),
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label="Retention (days)"
            min={LOG_RETENTION_MIN_DAYS}
            max={LOG_RETENTION_MAX_DAYS}
            allowDecimal={false}
            value={value}
            onChange={setDays}
            disabled={settings.isPending}
            w={180}
          />
          <Button type="submit" variant="default" loading={save.isPending} disabled={value === ''}>
            Save
          </Button>
          <Text size="xs" c="dimmed" maw={420}>
            Entries older than this are deleted automatically, including the activities the statistics read.
          </Text>
        </Group>
      </form>
    </Paper>
  );
}
