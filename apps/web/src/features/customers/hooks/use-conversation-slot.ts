import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { AttendanceBlock, ChatMessage, Escalation } from '@ponte/domain/conversations';
import type { CustomerDetail } from '@ponte/domain/customers';
import type { ChatNote } from '@ponte/domain/notes';
import { errorText } from '../../../lib/api';
import { useLoadOlderMessages } from '../api/load-older-messages';
import { customerKeys } from '../api/query-keys';
import { useToggleBot } from '../api/toggle-bot';
import { newestListItems } from '../components/shopping-list-summary';

/** What a customer screen hands to the chat (built by the conversations feature). */
export type ConversationSlotProps = {
  customer: CustomerDetail['user'];
  messages: ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  /** The last older page asked for did not come. */
  olderFailed?: boolean;
  onLoadOlder: () => void;
  /** Step 3 of the manual send: bot off, customer in attendance. */
  takeOver: () => Promise<unknown>;
  onSent: () => void;
  /** The newest shopping list's products, for the AI message generator. */
  shoppingListItems: unknown[];
  /** The server says this trainee may not write to the customer until a supervisor releases it. */
  attendanceBlock: AttendanceBlock | null;
  /** For a supervisor or an admin: the trainees' open blocks with this customer, to release. */
  openBlocks: Escalation[];
  /** Issue 32: the staff's notes in the conversation. */
  notes: ChatNote[];
};

const notifyOlderMessagesFailure = (err: unknown) =>
  notifications.show({
    color: 'red',
    title: 'Mensagens',
    message: errorText(err, 'Não foi possível carregar as mensagens anteriores.'),
  });

/** The chat's props for a loaded customer detail, or null while it is not loaded. */
export function useConversationSlot(
  customerId: number,
  detail: CustomerDetail | undefined,
): ConversationSlotProps | null {
  const qc = useQueryClient();
  const older = useLoadOlderMessages(customerId);
  const toggleBot = useToggleBot();
  if (!detail) return null;
  const firstId = detail.messages[0]?.id;
  return {
    customer: detail.user,
    messages: detail.messages,
    hasMore: detail.has_more,
    loadingOlder: older.isPending,
    olderFailed: older.isError,
    onLoadOlder: () => {
      if (firstId !== undefined) older.mutate(firstId, { onError: notifyOlderMessagesFailure });
    },
    takeOver: () => toggleBot.mutateAsync({ id: detail.user.id, enabled: false, atendimento: true }),
    onSent: () => void qc.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
    shoppingListItems: newestListItems(detail.shoppingLists),
    attendanceBlock: detail.attendance_block ?? null,
    openBlocks: detail.open_blocks ?? [],
    notes: detail.notes ?? [],
  };
}
