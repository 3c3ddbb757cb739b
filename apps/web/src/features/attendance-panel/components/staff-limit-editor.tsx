import { useState } from 'react';
import { ActionIcon, Button, Group, Popover, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustments } from '@tabler/icons-react';
import { assignmentText, StaffLimitBodySchema, type AttendantLoad } from '@ponte/domain/assignment';
import { readTypedNumber } from '@ponte/domain/money';
import { errorText } from '../../../lib/api';
import { NumberField } from '../../../ui/number-field';
import { useSaveStaffLimit } from '../api/assignment';

/** An admin sets one staff member's own limit of open chats, or puts them back on the default. */
export function StaffLimitEditor({ load, name }: { load: AttendantLoad; name: string }) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState(String(load.own_limit ?? ''));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveStaffLimit();
  const send = (limit: number | null) => {
    const parsed = StaffLimitBodySchema.safeParse({ limit });
    if (!parsed.success) return setError(assignmentText.invalidLimit);
    save.mutate(
      { staffId: load.staff_id, limit },
      {
        onSuccess: () => {
          setOpened(false);
          notifications.show({ color: 'green', message: assignmentText.limitSaved });
        },
        onError: (err) => setError(errorText(err, assignmentText.limitFailed)),
      },
    );
  };
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
        setText(String(load.own_limit ?? ''));
        setError(null);
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
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send(readTypedNumber(text) ?? Number.NaN);
          }}
        >
          <Stack gap="xs" w={200}>
            <NumberField
              label={`${assignmentText.limitLabel} de ${name}`}
              decimals={0}
              value={text}
              placeholder={String(load.limit)}
              onChange={(v) => {
                setText(v);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <Group gap="xs" justify="space-between">
              <Button size="xs" variant="default" onClick={() => send(null)} disabled={save.isPending}>
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
