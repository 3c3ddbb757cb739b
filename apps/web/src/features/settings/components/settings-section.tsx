import type { ComponentProps, ReactNode } from 'react';
import { Badge, Button } from '@mantine/core';
import { FormSection } from '../../../ui/form-section';
import { SaveOutcome, type SaveOutcomeValue } from './save-outcome';

/** A settings form's end: how the last save went, then its save button. */
export function SaveButton({
  outcome,
  pending,
  children,
}: {
  outcome: SaveOutcomeValue;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <SaveOutcome outcome={outcome} />
      <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
        {children}
      </Button>
    </>
  );
}

/** Whether the section's service is set up, beside its title: green when it is. */
export type SectionState = { on: boolean; labels: readonly [on: string, off: string]; offColor: 'gray' | 'yellow' };

/** A section of /configuracoes: a form card whose fields end with the outcome and the save button. */
export function SettingsSection({
  state,
  outcome,
  pending,
  saveLabel,
  children,
  ...section
}: Omit<ComponentProps<typeof FormSection>, 'children' | 'badge'> & {
  state?: SectionState;
  outcome: SaveOutcomeValue;
  pending: boolean;
  saveLabel: ReactNode;
  children: ReactNode;
}) {
  const badge = state && (
    <Badge color={state.on ? 'green' : state.offColor} variant="light">
      {state.on ? state.labels[0] : state.labels[1]}
    </Badge>
  );
  return (
    <FormSection {...section} badge={badge}>
      {children}
      <SaveButton outcome={outcome} pending={pending}>
        {saveLabel}
      </SaveButton>
    </FormSection>
  );
}
