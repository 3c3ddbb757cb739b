import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A small spinner in the middle of where a list or a form will be, named for what it waits for. */
export function CenteredLoader({ label, py = 'xl' }: { label: string; py?: MantineSpacing }) {
  return (
    <Center py={py}>
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}

export type LoadErrorAlertProps = {
  title: string;
  onRetry: () => void;
  /** A sentence above the button; the title alone says it when omitted. */
  children?: ReactNode;
  /** The button's top margin: none when the title is all the alert says. */
  buttonMt?: MantineSpacing;
};

/** A load that failed, with 'Tentar novamente' to ask again. */
export function LoadErrorAlert({ title, onRetry, children, buttonMt }: LoadErrorAlertProps) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {children}
      <Button size="xs" variant="light" color="red" mt={buttonMt} onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert>
  );
}

/**
 * The stored settings a form starts from, while they load or when they could not: the spinner, or
 * the failure with 'Tentar novamente'; nothing once loaded. A blank form saved after a failed load
 * would erase the stored values, so none is offered until then.
 */
export function SettingsLoadState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  if (query.isPending) return <CenteredLoader label="Carregando configurações" />;
  if (!query.isError) return null;
  return <LoadErrorAlert title="Erro ao carregar configurações" onRetry={() => void query.refetch()} buttonMt="xs" />;
}
