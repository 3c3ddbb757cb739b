import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { ActivityExportQuerySchema, auditFileName, auditText } from '@ponte/domain/logs';
import { downloadFile } from '../../../lib/download';
import { useDomainForm } from '../../../lib/form';
import { FormRefusal } from '../../../ui/form-refusal';
import { PeriodFields, type Period } from '../../../ui/period-fields';

/** Issue 33: the activity log of a period as a CSV for an auditor (admins; the export is logged too). */
export function AuditExport() {
  const [exporting, setExporting] = useState(false);
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: { start_date: '', end_date: '' },
    schema: ActivityExportQuerySchema,
    toBody: (v: Period) => v,
  });
  const submit = onSubmit(async ({ start_date, end_date }) => {
    setExporting(true);
    try {
      const query = new URLSearchParams({ start_date, end_date });
      await downloadFile(`/logs/activity-export?${query}`, auditFileName(start_date, end_date));
    } catch (err) {
      refuseWith(err, auditText.exportFailed);
    } finally {
      setExporting(false);
    }
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={auditText.title}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            {auditText.title}
          </Title>
          <Text size="sm" c="dimmed">
            {auditText.hint}
          </Text>
          <FormRefusal message={refusal} />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <PeriodFields
              period={form.values}
              errors={form.errors}
              onChange={(key, value) => form.setFieldValue(key, value)}
            />
            <Button
              type="submit"
              variant="default"
              mt={25}
              loading={exporting}
              leftSection={<IconFileSpreadsheet size={16} />}
            >
              {auditText.export}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
