import { IconHeadset } from '@tabler/icons-react';
import { MyQueue } from '../../features/chats/components/my-queue';
import { ConversationPanel } from '../../features/conversations/components/conversation-panel';
import { CustomerChatPane } from '../../features/customers/components/customer-chat-pane';
import { ChatLabels } from './chat-labels';
import { PageHeader } from '../../ui/page-header';
import { SplitView, SplitViewBack, SplitViewPlaceholder } from '../../ui/split-view';
import { useSelectedCustomer } from './use-selected-customer';

/** /atendimento, 'Meus Atendimentos' (spec 3): the user's queue beside the open conversation. */
export function SupportPage() {
  const { selectedId, select } = useSelectedCustomer();
  return (
    <>
      <PageHeader title="Meus Atendimentos" description="Os atendimentos atribuídos a você" />
      <SplitView
        detailOpen={selectedId !== null}
        list={<MyQueue selectedId={selectedId} onSelect={select} />}
        detail={
          selectedId === null ? (
            <SplitViewPlaceholder
              icon={<IconHeadset size={28} />}
              title="Selecione um atendimento"
              description="Escolha um cliente da fila para ver a conversa."
            />
          ) : (
            // A new customer is a new conversation: the draft and the notices must not carry over.
            <CustomerChatPane
              key={selectedId}
              customerId={selectedId}
              withLists
              backButton={<SplitViewBack onClick={() => select(null)}>Voltar para a fila</SplitViewBack>}
              renderConversation={(props) => <ConversationPanel {...props} withGenerator />}
              renderLabels={(user) => <ChatLabels customerId={user.id} labels={user.labels} />}
            />
          )
        }
      />
    </>
  );
}
