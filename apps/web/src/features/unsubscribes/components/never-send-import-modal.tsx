import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, FileButton, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFileUpload } from '@tabler/icons-react';
import {
  NEVER_SEND_IMPORT_LINES_MAX,
  NEVER_SEND_IMPORT_TEXT_MAX,
  neverSendText,
  parseNeverSendImport,
} from '@ponte/domain/unsubscribes';
import { ApiError, errorText } from '../../../lib/api';
import { useImportNeverSend } from '../api/unsubscribes';

/** Lines shown in the list of invalid ones; the rest are counted. */
const SHOWN = 20;

/** 'Importar CSV': a file or pasted text, checked line by line before it is sent (docs/0050). */
export function NeverSendImportModal({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const importing = useImportNeverSend();
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
    if (!file) return;
    setRefusal(null);
    setText(await file.text());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (problem) return;
    if (parsed.emails.length === 0) {
      setRefusal(neverSendText.importEmpty);
      return;
    }
    importing.mutate(text, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', message: res.message, role: 'status' });
        onClose();
      },
      onError: (err) =>
        setRefusal(
          err instanceof ApiError && err.details.text ? err.details.text : errorText(err, neverSendText.importEmpty),
        ),
    });
  };

  return (
    <Modal opened onClose={onClose} title={neverSendText.importTitle} size="lg" centered>
      <form onSubmit={submit} noValidate>
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
            value={text}
            onChange={(e) => {
              setRefusal(null);
              setText(e.currentTarget.value);
            }}
            error={problem ?? undefined}
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
          {refusal && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {refusal}
            </Alert>
          )}
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
