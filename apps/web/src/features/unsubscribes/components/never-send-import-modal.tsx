import { useMemo } from 'react';
import { Alert, Button, FileButton, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFileUpload } from '@tabler/icons-react';
import {
  NEVER_SEND_IMPORT_LINES_MAX,
  NEVER_SEND_IMPORT_TEXT_MAX,
  NeverSendImportBodySchema,
  neverSendText,
  parseNeverSendImport,
  type NeverSendImportBody,
} from '@ponte/domain/unsubscribes';
import { useDomainForm } from '../../../lib/form';
import { FormRefusal } from '../../../ui/form-refusal';
import { useImportNeverSend } from '../api/unsubscribes';

/** Lines shown in the list of invalid ones; the rest are counted. */
const SHOWN = 20;

/** 'Importar CSV': a file or pasted text, checked line by line before it is sent (docs/0050). */
export function NeverSendImportModal({ onClose }: { onClose: () => void }) {
  const importing = useImportNeverSend();
  const { form, formRef, saveWith, refusal } = useDomainForm({
    initialValues: { text: '' },
    schema: NeverSendImportBodySchema,
    toBody: (values: NeverSendImportBody) => values,
    // Nothing to import is said above the form, as the server's refusals are.
    alertInvalid: true,
  });
  const text = form.values.text;
  // The same check the server makes, so the lines to fix show before anything is sent.
  const parsed = useMemo(() => parseNeverSendImport(text), [text]);
  const tooLong = text.length > NEVER_SEND_IMPORT_TEXT_MAX;
  const tooMany = parsed.lines > NEVER_SEND_IMPORT_LINES_MAX;
  const problem = tooLong
    ? neverSendText.importTooLong
    : tooMany
      ? neverSendText.importTooManyLines
      : parsed.invalid.length > 0
        ? neverSendText.importInvalid
        : null;

  const pick = async (file: File | null) => {
    if (file) form.setFieldValue('text', await file.text());
  };

  // 'Importar' waits while a line is to fix, so the schema is left with an empty import to refuse.
  const submit = saveWith(
    (body) =>
      importing.mutateAsync(body.text).then((res) => {
        notifications.show({ color: 'green', message: res.message, role: 'status' });
        onClose();
      }),
    neverSendText.importEmpty,
  );

  return (
    <Modal opened onClose={onClose} title={neverSendText.importTitle} size="lg" centered>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {neverSendText.importHint}
          </Text>
          <FileButton onChange={pick} accept=".csv,.txt,text/csv,text/plain">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileUpload size={16} />} w="fit-content">
                {neverSendText.importFile}
              </Button>
            )}
          </FileButton>
          <Textarea
            label={neverSendText.importLabel}
            autosize
            minRows={5}
            maxRows={12}
            {...form.getInputProps('text')}
            // What the text makes as it is typed, before the last refusal.
            error={problem ?? form.errors.text}
          />
          {!problem && parsed.emails.length > 0 && (
            <Text size="sm" aria-live="polite">
              {parsed.emails.length.toLocaleString('pt-BR')} e-mails a importar
              {parsed.duplicates > 0 && `; ${parsed.duplicates.toLocaleString('pt-BR')} repetidos serão ignorados`}.
            </Text>
          )}
          {!tooLong && !tooMany && parsed.invalid.length > 0 && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={neverSendText.importInvalid} role="alert">
              <List size="sm" aria-label="Linhas inválidas">
                {parsed.invalid.slice(0, SHOWN).map((l) => (
                  <List.Item key={l.line}>
                    {neverSendText.invalidLine.replace('{line}', String(l.line)).replace('{value}', l.value)}
                  </List.Item>
                ))}
              </List>
              {parsed.invalid.length > SHOWN && (
                <Text size="sm">
                  {neverSendText.moreInvalid.replace('{count}', String(parsed.invalid.length - SHOWN))}
                </Text>
              )}
            </Alert>
          )}
          <FormRefusal message={refusal} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={importing.isPending} disabled={problem !== null}>
              {neverSendText.importSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
