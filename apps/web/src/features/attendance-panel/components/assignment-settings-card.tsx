import { useState } from 'react';
import { Alert, Button, Radio, Stack } from '@mantine/core';
import {
  ASSIGNMENT_MODES,
  AssignmentSettingsSchema,
  assignmentText,
  type AssignmentMode,
  type AssignmentSettings,
  type AssignmentView,
} from '@ponte/domain/assignment';
import { readTypedNumber } from '@ponte/domain/money';
import { settingsText } from '@ponte/domain/settings';
import { useDomainForm } from '../../../lib/form';
import { FormSection } from '../../../ui/form-section';
import { NumberField } from '../../../ui/number-field';
import { useSaveAssignmentSettings } from '../api/assignment';

type Values = { mode: AssignmentMode; default_limit: string | number };
const toBody = (v: Values): AssignmentSettings => ({
  mode: v.mode,
  // Text that is no number goes as such, for the schema to refuse on the field.
  default_limit: readTypedNumber(v.default_limit) ?? Number.NaN,
});

/**
 * Issue 32, 'Distribuição de conversas' on /painel-atendimento: waiting chats are given out by
 * hand, offered to, or assigned to the clocked-in staff member with the fewest open chats.
 */
export function AssignmentSettingsCard({ initial }: { initial: AssignmentView }) {
  const save = useSaveAssignmentSettings();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const initialValues: Values = { mode: initial.mode, default_limit: initial.default_limit };
  const { form, formRef, onSubmit, refuseWith } = useDomainForm({
    initialValues,
    schema: AssignmentSettingsSchema,
    toBody,
    keepErrorsOnChange: true,
  });
  const submit = onSubmit((body) => {
    setOutcome(null);
    save.mutate(body, {
      onSuccess: () => setOutcome({ ok: true, message: settingsText.saved }),
      onError: (err) => setOutcome({ ok: false, message: refuseWith(err, settingsText.saveFailed) }),
    });
  });
  return (
    <FormSection title={assignmentText.title} hint={assignmentText.hint} formRef={formRef} onSubmit={submit}>
      <Radio.Group label={assignmentText.modeLabel} {...form.getInputProps('mode')}>
        <Stack gap="xs" mt="xs">
          {ASSIGNMENT_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={assignmentText.modes[mode]} />
          ))}
        </Stack>
      </Radio.Group>
      <NumberField
        label={assignmentText.defaultLimitLabel}
        decimals={0}
        w={{ base: '100%', sm: 320 }}
        {...form.getInputProps('default_limit')}
      />
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
        {assignmentText.save}
      </Button>
    </FormSection>
  );
}
