import { Checkbox, Textarea } from '@mantine/core';
import { CSAT_QUESTION_MAX, csatText } from '@ponte/domain/csat';
import {
  SaveConfigurationsSchema,
  type AdminConfigurations,
  type SaveConfigurationsBody,
} from '@ponte/domain/settings';
import { useSaveConfigurations } from '../api/save-configurations';
import { SaveButton } from './settings-section';
import { FormSection } from '../../../ui/form-section';
import { useSettingsForm } from './use-settings-form';

type Values = { csat_enabled: boolean; csat_question: string };
const pick = (c: AdminConfigurations): Values => ({ csat_enabled: c.csat_enabled, csat_question: c.csat_question });

/**
 * Admin section 'Pesquisa de satisfação' (issue 32): whether a customer is asked to rate the
 * attendance when staff hand the chat back to the bot, and the question asked.
 */
export function CsatForm({ initial }: { initial: AdminConfigurations }) {
  const { form, outcome, submit, pending } = useSettingsForm({
    initialValues: pick(initial),
    schema: SaveConfigurationsSchema,
    toBody: (v: Values): SaveConfigurationsBody => ({ csat_enabled: v.csat_enabled, csat_question: v.csat_question }),
    fromSaved: pick,
    save: useSaveConfigurations(),
  });
  return (
    <FormSection title={csatText.settingsTitle} hint={csatText.settingsHint} onSubmit={submit}>
      <Checkbox label={csatText.enabledLabel} {...form.getInputProps('csat_enabled', { type: 'checkbox' })} />
      <Textarea
        label={csatText.questionLabel}
        autosize
        minRows={2}
        maxRows={6}
        description={`${form.values.csat_question.length} / ${CSAT_QUESTION_MAX}`}
        {...form.getInputProps('csat_question')}
      />
      <SaveButton outcome={outcome} pending={pending}>
        {csatText.save}
      </SaveButton>
    </FormSection>
  );
}
