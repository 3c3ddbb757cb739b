import { Button, Group, Paper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { LogSettingsBodySchema } from '@ponte/domain/logs';
import { showServerErrors, validateBody } from '../../../lib/form';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { useLogSettings, useSaveLogSettings } from '../api/log-settings';

type Values = { retention_days: string | number };
const toBody = (v: Values) => ({ retention_days: numberOrText(v.retention_days) });

/**
 * How long entries are kept before they are pruned (docs/0021). A value outside the bounds is
 * refused on the field with the server's words, never moved silently to the nearest bound
 * (issue 29: Mantine's NumberInput clamped 3 to 7 when the field was left).
 */
export function RetentionControl() {
  const settings = useLogSettings();
  const saved = settings.data?.retention_days;
  // A new form when the stored value arrives or changes: it starts from what is saved.
  return <RetentionForm key={saved ?? 'loading'} saved={saved} loading={settings.isPending} />;
}

function RetentionForm({ saved, loading }: { saved: number | undefined; loading: boolean }) {
  const save = useSaveLogSettings();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { retention_days: saved ?? '' },
    validate: validateBody(LogSettingsBodySchema, toBody),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(toBody(values) as { retention_days: number }, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Retention saved' }),
      onError: (err) => {
        const reason = showServerErrors(form, err);
        notifications.show({ color: 'red', message: reason || 'Could not save' });
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Retention">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberField
            label="Retention (days)"
            decimals={0}
            disabled={loading}
            w={180}
            {...form.getInputProps('retention_days')}
          />
          <Button type="submit" variant="default" mt={25} loading={save.isPending}>
            Save
          </Button>
          <Text size="xs" c="dimmed" maw={420} mt={25}>
            Entries older than this are deleted automatically, including the activities the statistics read.
          </Text>
        </Group>
      </form>
    </Paper>
  );
}
