import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailOpened, IconMessages } from '@tabler/icons-react';
import { unreadText } from '@ponte/domain/conversations';
import { useMarkConversationUnread } from '../../features/chats/api/mark-conversation-read';
import { ConversationList } from '../../features/chats/components/conversation-list';
import { useReadWhileOpen } from '../../features/chats/hooks/use-read-while-open';
import {
  ConversationPanel,
  type ConversationPanelProps,
} from '../../features/conversations/components/conversation-panel';
import { messagePreview } from '../../features/conversations/components/media-reference';
import { CustomerChatPane } from '../../features/customers/components/customer-chat-pane';
import { ChatLabels } from './chat-labels';
import { BusinessHoursNotice } from './business-hours-notice';
import { toastFailure } from '../../lib/toast-outcome';
import { PageHeader } from '../../ui/page-header';
import { SplitView, SplitViewBack, SplitViewPlaceholder } from '../../ui/split-view';
import { useSelectedCustomer } from './use-selected-customer';

/**
 * The open chat of the inbox: read as it opens and as new messages come in, showing where the
 * unread ones started; a serious AI block stops it. 'Marcar como não lida' leaves it unread and
 * closes it, as WhatsApp does (left open, it would be read again at once).
 */
function InboxConversation({ close, ...props }: ConversationPanelProps & { close: () => void }) {
  const readBefore = useReadWhileOpen(props.customer.id, props.messages.at(-1)?.id);
  const unread = useMarkConversationUnread();
  const markUnread = () =>
    unread.mutate(props.customer.id, {
      onSuccess: () => {
        notifications.show({ color: 'indigo', message: unreadText.markedUnread });
        close();
      },
      ...toastFailure(unreadText.nothingToMark),
    });
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconMailOpened size={14} />}
          loading={unread.isPending}
          onClick={markUnread}
        >
          {unreadText.markUnread}
        </Button>
      </Group>
      <ConversationPanel {...props} lockOnHighSeverity unread={readBefore ?? null} />
    </Stack>
  );
}

/** /chat: every conversation with unread counts and bot switches, beside the open one. */
export function ChatPage() {
  const { selectedId, select } = useSelectedCustomer();
  return (
    <>
      <PageHeader title="Chat" description="Todas as conversas com clientes" actions={<BusinessHoursNotice />} />
      <SplitView
        detailOpen={selectedId !== null}
        list={<ConversationList selectedId={selectedId} onSelect={select} preview={messagePreview} />}
        detail={
          selectedId === null ? (
            <SplitViewPlaceholder
              icon={<IconMessages size={28} />}
              title="Nenhuma conversa selecionada"
              description="Escolha uma conversa da lista."
            />
          ) : (
            <CustomerChatPane
              key={selectedId}
              customerId={selectedId}
              backButton={<SplitViewBack onClick={() => select(null)}>Voltar para as conversas</SplitViewBack>}
              renderConversation={(props) => <InboxConversation {...props} close={() => select(null)} />}
              renderLabels={(user) => <ChatLabels customerId={user.id} labels={user.labels} />}
            />
          )
        }
      />
    </>
  );
}
