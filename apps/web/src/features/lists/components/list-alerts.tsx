import type { ReactNode } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const TITLE = 'Listas de Compras';

/** The screen's alerts (spec 2 §8) as toasts: they do not block the page like window.alert. */
export function alertError(message: string) {
  notifications.show({ color: 'red', title: TITLE, message, autoClose: 8000 });
}

export function alertSuccess(message: string) {
  notifications.show({ color: 'green', title: TITLE, message });
}

/** A success that carries a link stays until closed, so the link can be opened or copied. */
export function alertLink({ title, lines, href }: { title: string; lines?: ReactNode[]; href: string }) {
  notifications.show({
    color: 'green',
    title,
    autoClose: false,
    message: (
      <Stack gap={2}>
        {lines?.map((line, index) => (
          <Text key={index} size="sm">
            {line}
          </Text>
        ))}
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          Link:{' '}
          <Anchor href={href} target="_blank" rel="noreferrer">
            {href}
          </Anchor>
        </Text>
      </Stack>
    ),
  });
}
