import type { FormEvent, ReactNode, Ref } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

/**
 * A form in a card, named by its title (so tests and screen readers find it by
 * name), the title (with an optional badge beside it), an optional hint, then the fields.
 */
export function FormSection(props: {
  title: ReactNode;
  /** The form's accessible name: the title by default, none with null. */
  label?: string | null;
  /** Shown at the right of the title (a state such as 'Conectada'). */
  badge?: ReactNode;
  hint?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  /** A tighter card (an inline form in a list). */
  compact?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const label = props.label === undefined && typeof props.title === 'string' ? props.title : props.label;
  const title = (
    <Title order={2} size="h4">
      {props.title}
    </Title>
  );
  return (
    <Paper
      component="form"
      ref={props.formRef}
      onSubmit={props.onSubmit}
      noValidate
      withBorder
      radius="md"
      p={props.compact ? 'md' : 'lg'}
      aria-label={label ?? undefined}
    >
      <Stack gap={props.compact ? 'sm' : 'md'}>
        {props.badge ? (
          <Group justify="space-between" align="center">
            {title}
            {props.badge}
          </Group>
        ) : (
          title
        )}
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
