import { useState } from 'react';
import { ActionIcon, Button, Group, Popover, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustments } from '@tabler/icons-react';
import {
  assignmentText,
  StaffLimitBodySchema,
  type AttendantLoad,
  type StaffLimitBody,
} from '@ponte/domain/assignment';
import { readTypedNumber } from '@ponte/domain/money';
import { errorText } from '../../../lib/api';
import { useDomainForm } from '../../../lib/form';
import { NumberField } from '../../../ui/number-field';
import { useSaveStaffLimit } from '../api/assignment';

type Values = { limit: string };

/** Text that is no number goes as such, for the schema to refuse on the field. */
const toBody = (values: Values): StaffLimitBody => ({ limit: readTypedNumber(values.limit) ?? Number.NaN });

/** An admin sets one staff member's own limit of open chats, or puts them back on the default. */
export function StaffLimitEditor({ load, name }: { load: AttendantLoad; name: string }) {
  const [opened, setOpened] = useState(false);
  const save = useSaveStaffLimit();
  const { form, formRef, onSubmit } = useDomainForm({
    initialValues: { limit: String(load.own_limit ?? '') },
    schema: StaffLimitBodySchema,
    toBody,
  });
  const send = ({ limit }: StaffLimitBody) =>
    save.mutate(
      { staffId: load.staff_id, limit },
      {
        onSuccess: () => {
          setOpened(false);
          notifications.show({ color: 'green', message: assignmentText.limitSaved });
        },
        // The popover has no alert: the server's reason goes under the field, as the schema's does.
        onError: (err) => form.setFieldError('limit', errorText(err, assignmentText.limitFailed)),
      },
    );
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      position="bottom-end"
      withArrow
      shadow="md"
      onOpen={() => {
        form.setValues({ limit: String(load.own_limit ?? '') });
        form.clearErrors();
      }}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`${assignmentText.limitLabel} de ${name}`}
          onClick={() => setOpened((o) => !o)}
        >
          <IconAdjustments size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <form ref={formRef} onSubmit={onSubmit(send)} noValidate>
          <Stack gap="xs" w={200}>
            <NumberField
              label={`${assignmentText.limitLabel} de ${name}`}
              decimals={0}
              placeholder={String(load.limit)}
              data-autofocus
              {...form.getInputProps('limit')}
            />
            <Group gap="xs" justify="space-between">
              {/* The default needs no check: null is always a valid body. */}
              <Button size="xs" variant="default" onClick={() => send({ limit: null })} disabled={save.isPending}>
                {assignmentText.useDefault}
              </Button>
              <Button size="xs" type="submit" loading={save.isPending}>
                Salvar
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
