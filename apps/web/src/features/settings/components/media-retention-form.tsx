import { MediaRetentionSchema, mediaRetentionText, type MediaRetention } from '@ponte/domain/media-retention';
import { FormSection } from '../../../ui/form-section';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { useSaveMediaRetention } from '../api/media-retention';
import { SaveButton } from './settings-section';
import { useSettingsForm } from './use-settings-form';

type Values = { months: string | number };
const pick = (r: MediaRetention): Values => ({ months: r.months ?? '' });
// Blank is 'never'; anything else goes as typed, so the schema names what is wrong with it.
const toBody = (v: Values) => ({ months: v.months === '' ? null : numberOrText(v.months) }) as MediaRetention;

/** Issue 33: 'Retenção de arquivos' on /configuracoes. */
export function MediaRetentionForm({ initial }: { initial: MediaRetention }) {
  const { form, outcome, submit, pending } = useSettingsForm({
    initialValues: pick(initial),
    schema: MediaRetentionSchema,
    toBody,
    fromSaved: pick,
    save: useSaveMediaRetention(),
  });
  return (
    <FormSection title={mediaRetentionText.title} hint={mediaRetentionText.hint} onSubmit={submit}>
      <NumberField label={mediaRetentionText.months} decimals={0} w={220} {...form.getInputProps('months')} />
      <SaveButton outcome={outcome} pending={pending}>
        {mediaRetentionText.save}
      </SaveButton>
    </FormSection>
  );
}
