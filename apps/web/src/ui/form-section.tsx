import type { FormEvent, ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/**
 * A form in a card, named by its title (so tests and screen readers find it by
 * name), the title, an optional hint, then the fields.
 */
export function FormSection(props: {
  title: string;
  hint?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Paper component="form" onSubmit={props.onSubmit} noValidate withBorder radius="md" p="lg" aria-label={props.title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.hint && (
          <Text size="sm" c="dimmed">
            {props.hint}
          </Text>
        )}
        {props.children}
      </Stack>
    </Paper>
  );
}
