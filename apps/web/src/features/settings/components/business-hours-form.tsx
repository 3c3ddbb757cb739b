import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Checkbox, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  AWAY_MESSAGE_MAX,
  BusinessHoursBodySchema,
  businessHoursText,
  WEEKDAY_NAMES,
  type BusinessHoursBody,
  type BusinessHoursView,
} from '@ponte/domain/business-hours';
import { DateField } from '../../../ui/date-field';
import { useSaveBusinessHours } from '../api/business-hours';
import { SaveButton } from './settings-section';
import { FormSection } from '../../../ui/form-section';
import { useSettingsForm } from './use-settings-form';

type Values = BusinessHoursBody;
const pick = (v: BusinessHoursView): Values => ({
  enabled: v.enabled,
  days: v.days.map((d) => ({ ...d })),
  holidays: v.holidays.map((h) => ({ ...h })),
  away_message: v.away_message,
});
let rowSeq = 0;
const nextRowId = () => (rowSeq += 1);
/** Monday first, as a Brazilian week is read; the setting keeps Sunday as 0. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * Admin section 'Horário de atendimento' (issue 32): the hours per weekday, the holidays and the
 * away message customers get while the shop is closed.
 */
export function BusinessHoursForm({ initial }: { initial: BusinessHoursView }) {
  const { form, outcome, submit, pending } = useSettingsForm({
    initialValues: pick(initial),
    schema: BusinessHoursBodySchema,
    toBody: (v: Values): BusinessHoursBody => v,
    fromSaved: pick,
    save: useSaveBusinessHours(),
    // The saved list comes back in date order: its rows are new rows.
    onSaved: (saved) => setRowIds(saved.holidays.map(() => nextRowId())),
  });
  // Each holiday row keeps its id while rows above it go, so its field and its typed text stay its own.
  const [rowIds, setRowIds] = useState(() => initial.holidays.map(() => nextRowId()));
  // Holiday dates typed as no day (31/02): refused here rather than saved as something else (issue 29).
  const [wrongDates, setWrongDates] = useState<ReadonlySet<number>>(new Set());
  const dayError = form.errors.days;

  const save = (event: FormEvent<HTMLFormElement>) => {
    const wrong = rowIds.flatMap((id, index) => (wrongDates.has(id) ? [index] : []));
    if (wrong.length === 0) return submit(event);
    event.preventDefault();
    form.setErrors(Object.fromEntries(wrong.map((i) => [`holidays.${i}.date`, businessHoursText.invalidHoliday])));
  };
  const addHoliday = () => {
    form.insertListItem('holidays', { date: '', name: '' });
    setRowIds((ids) => [...ids, nextRowId()]);
  };
  const removeHoliday = (index: number) => {
    form.removeListItem('holidays', index);
    setRowIds((ids) => ids.filter((_, i) => i !== index));
  };

  return (
    <FormSection title={businessHoursText.title} hint={businessHoursText.hint} onSubmit={save}>
      <Checkbox label={businessHoursText.enabledLabel} {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <Stack gap="xs" role="group" aria-label="Dias da semana">
        {WEEK_ORDER.map((weekday) => {
          const day = form.values.days[weekday]!;
          const name = WEEKDAY_NAMES[weekday];
          return (
            <Group key={weekday} gap="sm" wrap="wrap" align="flex-start">
              <Checkbox
                label={name}
                w={150}
                mt={8}
                {...form.getInputProps(`days.${weekday}.open`, { type: 'checkbox' })}
              />
              {day.open ? (
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    aria-label={`${name}: ${businessHoursText.opensLabel.toLowerCase()}`}
                    placeholder="hh:mm"
                    inputMode="numeric"
                    w={90}
                    {...form.getInputProps(`days.${weekday}.opens`)}
                  />
                  <Text size="sm" mt={8}>
                    às
                  </Text>
                  <TextInput
                    aria-label={`${name}: ${businessHoursText.closesLabel.toLowerCase()}`}
                    placeholder="hh:mm"
                    inputMode="numeric"
                    w={90}
                    {...form.getInputProps(`days.${weekday}.closes`)}
                  />
                </Group>
              ) : (
                <Text size="sm" c="dimmed" mt={8}>
                  {businessHoursText.closedDay}
                </Text>
              )}
            </Group>
          );
        })}
        {typeof dayError === 'string' && (
          <Text size="sm" c="red.8" role="alert">
            {dayError}
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {businessHoursText.holidaysTitle}
        </Title>
        {form.values.holidays.length === 0 && (
          <Text size="sm" c="dimmed">
            {businessHoursText.noHolidays}
          </Text>
        )}
        {form.values.holidays.map((holiday, index) => (
          <Group key={rowIds[index] ?? `row-${index}`} gap="xs" wrap="wrap" align="flex-end">
            <DateField
              label={businessHoursText.holidayDate}
              w={170}
              {...form.getInputProps(`holidays.${index}.date`)}
              value={holiday.date}
              onInvalidText={(text) => {
                const id = rowIds[index]!;
                setWrongDates((w) => {
                  const next = new Set(w);
                  if (text === null) next.delete(id);
                  else next.add(id);
                  return next;
                });
                if (text === null) form.clearFieldError(`holidays.${index}.date`);
              }}
            />
            <TextInput
              label={businessHoursText.holidayName}
              placeholder="Natal"
              style={{ flex: 1, minWidth: 140 }}
              {...form.getInputProps(`holidays.${index}.name`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={`${businessHoursText.removeHoliday} ${index + 1}`}
              onClick={() => removeHoliday(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={addHoliday}
        >
          {businessHoursText.addHoliday}
        </Button>
      </Stack>
      <Textarea
        label={businessHoursText.awayMessageLabel}
        autosize
        minRows={2}
        maxRows={6}
        description={`${businessHoursText.awayMessageHint} ${form.values.away_message.length} / ${AWAY_MESSAGE_MAX}`}
        {...form.getInputProps('away_message')}
      />
      <SaveButton outcome={outcome} pending={pending}>
        {businessHoursText.save}
      </SaveButton>
    </FormSection>
  );
}
