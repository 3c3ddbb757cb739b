import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { settingsText } from '@ponte/domain/settings';

export type SaveOutcomeValue = { ok: true } | { ok: false; message: string } | null;

/** The result of saving a settings form: the spec's success text, or its failure title with the server's reason. */
export function SaveOutcome({ outcome }: { outcome: SaveOutcomeValue }) {
  if (!outcome) return null;
  if (outcome.ok) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
        {settingsText.saved}
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={settingsText.saveFailed} role="alert">
      {outcome.message}
    </Alert>
  );
}
