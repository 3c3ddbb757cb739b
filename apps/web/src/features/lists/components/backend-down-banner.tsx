import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { listText } from '@ponte/domain/lists';

/** Spec 2 §2: the lists could not be loaded; writes are refused until they are. */
export function BackendDownBanner({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={20} />} title={listText.backendDownTitle} role="alert">
      <Text size="sm">{listText.backendDown}</Text>
      <Button size="xs" variant="light" color="yellow" mt="sm" loading={retrying} onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert>
  );
}
