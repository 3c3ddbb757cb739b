import { useState, type FormEvent } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserCheck } from '@tabler/icons-react';
import { customerErrorText } from '@ponte/domain/customers';
import { errorText } from '../../../lib/api';
import { useAssignChat } from '../api/assign-chat';
import type { WaitingChat } from '../api/get-waiting-chats';
import type { AttendantOption } from './attendant-options';

export type AssignChatFormProps = { chat: WaitingChat; options: AttendantOption[] };

/** The attendant dropdown and 'Atribuir' button of one waiting chat. */
export function AssignChatForm({ chat, options }: AssignChatFormProps) {
  const assign = useAssignChat();
  const [sellerId, setSellerId] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sellerId) return;
    // mutateAsync, not mutate's callbacks: a successful assignment removes this chat from the
    // list, unmounting this form, and the message must still be shown.
    try {
      await assign.mutateAsync({ user_id: chat.id, seller_id: Number(sellerId) });
      setSellerId(null);
      notifications.show({ color: 'green', title: 'Atribuição', message: customerErrorText.assigned });
    } catch (err) {
      notifications.show({
        color: 'red',
        title: 'Atribuição',
        message: errorText(err, customerErrorText.assignFailed),
      });
    }
  };

  return (
    <form onSubmit={submit} aria-label={`Atribuir chat de ${chat.name}`}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          aria-label={`Atendente para ${chat.name}`}
          placeholder="Selecionar atendente"
          data={options}
          value={sellerId}
          onChange={setSellerId}
          nothingFoundMessage="Nenhum atendente disponível"
          searchable
          size="sm"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          size="sm"
          leftSection={<IconUserCheck size={16} />}
          disabled={!sellerId}
          loading={assign.isPending}
        >
          Atribuir
        </Button>
      </Group>
    </form>
  );
}
