import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LogSettingsBodySchema, type LogSettings } from '@ponte/domain/logs';
import { useDomainForm } from '../../../lib/form';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { useLogSettings, useSaveLogSettings } from '../api/log-settings';

type Values = { retention_days: string | number; audit_retention_days: string | number };
const toBody = (v: Values) => ({
  retention_days: numberOrText(v.retention_days),
  audit_retention_days: numberOrText(v.audit_retention_days),
});

/**
 * How long entries are kept before they are pruned (docs/0021). A value outside the bounds is
 * refused on the field with the server's words, never moved silently to the nearest bound
 * (issue 29: Mantine's NumberInput clamped 3 to 7 when the field was left).
 */
export function RetentionControl() {
  const settings = useLogSettings();
  const saved = settings.data;
  // A new form when the stored values arrive or change: it starts from what is saved.
  const key = saved ? `${saved.retention_days}:${saved.audit_retention_days}` : 'loading';
  return <RetentionForm key={key} saved={saved} loading={settings.isPending} />;
}

function RetentionForm({ saved, loading }: { saved: LogSettings | undefined; loading: boolean }) {
  const save = useSaveLogSettings();
  const initialValues: Values = {
    retention_days: saved?.retention_days ?? '',
    audit_retention_days: saved?.audit_retention_days ?? '',
  };
  const { form, formRef, onSubmit, refuseWith } = useDomainForm({
    initialValues,
    schema: LogSettingsBodySchema,
    toBody,
  });

  const submit = onSubmit((body) =>
    save.mutate(body as LogSettings, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Retention saved' }),
      // The server's reason goes in the notification, its details under their fields.
      onError: (err) => notifications.show({ color: 'red', message: refuseWith(err, 'Could not save') }),
    }),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Retention">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberField
            label="Retention (days)"
            decimals={0}
            disabled={loading}
            w={180}
            {...form.getInputProps('retention_days')}
          />
          <NumberField
            label="Audit retention (days)"
            decimals={0}
            disabled={loading}
            w={180}
            {...form.getInputProps('audit_retention_days')}
          />
          <Button type="submit" variant="default" mt={25} loading={save.isPending}>
            Save
          </Button>
          <Text size="xs" c="dimmed" maw={420} mt={25}>
            Gateway and server error entries older than the retention are deleted automatically. The activity log is the
            audit trail: it is kept for the audit retention (at least a year), and the statistics read it.
          </Text>
        </Group>
      </form>
    </Paper>
  );
}
