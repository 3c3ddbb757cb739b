import { EmptyState, Paper } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { ConversationList } from '../../features/chats/components/conversation-list';
import { useReadWhileOpen } from '../../features/chats/hooks/use-read-while-open';
import {
  ConversationPanel,
  type ConversationPanelProps,
} from '../../features/conversations/components/conversation-panel';
import { messagePreview } from '../../features/conversations/components/media-reference';
import { CustomerChatPane } from '../../features/customers/components/customer-chat-pane';
import { PageHeader } from '../../ui/page-header';
import { SplitView, SplitViewBack } from '../../ui/split-view';
import { useSelectedCustomer } from './use-selected-customer';

/** The open chat of the inbox: read as it opens and as new messages come in; a serious AI block stops it. */
function InboxConversation(props: ConversationPanelProps) {
  useReadWhileOpen(props.customer.id, props.messages.at(-1)?.id);
  return <ConversationPanel {...props} lockOnHighSeverity />;
}

/** /chat: every conversation with unread counts and bot switches, beside the open one. */
export function ChatPage() {
  const { selectedId, select } = useSelectedCustomer();
  return (
    <>
      <PageHeader title="Chat" description="Todas as conversas com clientes" />
      <SplitView
        detailOpen={selectedId !== null}
        list={<ConversationList selectedId={selectedId} onSelect={select} preview={messagePreview} />}
        detail={
          selectedId === null ? (
            <Paper withBorder radius="md" p="xl">
              <EmptyState
                icon={<IconMessages size={28} />}
                withIndicatorBackground
                title="Nenhuma conversa selecionada"
                description="Escolha uma conversa da lista."
              />
            </Paper>
          ) : (
            <CustomerChatPane
              key={selectedId}
              customerId={selectedId}
              backButton={<SplitViewBack onClick={() => select(null)}>Voltar para as conversas</SplitViewBack>}
              renderConversation={(props) => <InboxConversation {...props} />}
            />
          )
        }
      />
    </>
  );
}
