import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ATTRIBUTION_WINDOW_MAX_DAYS,
  AttributionWindowSchema,
  campaignText,
  type AttributionWindowBody,
} from '@ponte/domain/funnel-campaigns';
import { useDomainForm } from '../../../lib/form';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { useSaveAttributionWindow } from '../api/attribution-window';

type Values = { days: string | number };
const toBody = (v: Values): AttributionWindowBody => ({ days: numberOrText(v.days) });

/** How many days after a click a sale still counts as its conversion (from the next sales on). */
export function AttributionWindowForm({ days }: { days: number }) {
  const save = useSaveAttributionWindow();
  const initialValues: Values = { days };
  const { form, formRef, onSubmit, refuseWith } = useDomainForm({
    initialValues,
    schema: AttributionWindowSchema,
    toBody,
  });
  const submit = onSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.setInitialValues({ days: saved.days });
        form.setValues({ days: saved.days });
        notifications.show({ color: 'green', message: campaignText.windowSaved });
      },
      // The server's reason goes in the notification, its details under the field.
      onError: (err) => {
        const failed = campaignText.windowSaveFailed;
        notifications.show({ color: 'red', message: refuseWith(err, failed, (reason) => `${failed}: ${reason}`) });
      },
    }),
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Janela de atribuição">
      <Group align="flex-end" gap="sm">
        <NumberField
          label="Janela de atribuição (dias)"
          decimals={0}
          unit="dias"
          rightSectionWidth={48}
          maxLength={3}
          w={{ base: '100%', xs: 220 }}
          {...form.getInputProps('days')}
        />
        <Button type="submit" variant="light" loading={save.isPending} disabled={!form.isDirty()}>
          Salvar janela
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Uma venda conta como conversão do clique só se acontecer até esse número de dias depois dele (1 a{' '}
        {ATTRIBUTION_WINDOW_MAX_DAYS}). Vale para as próximas vendas.
      </Text>
    </form>
  );
}
