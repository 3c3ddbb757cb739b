import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { ConversationPanel } from '../../features/conversations/components/conversation-panel';
import { customerKeys } from '../../features/customers/api/query-keys';
import { CustomerDetailPage, CustomerNotFound } from '../../features/customers/components/customer-detail-page';
import { CustomerLabelsEditor } from '../../features/labels/components/customer-labels-editor';
import { CustomerListsTab } from '../../features/lists/components/customer-lists-tab';
import { CustomerTasks } from '../../features/tasks/components/customer-tasks';

/**
 * /usuarios/{id}: the customer screen with the chat of the conversations feature in its messages
 * tab, the list cards of the lists feature in its lists tab and the customer's tasks in its tasks tab.
 */
export function CustomerDetailRoute() {
  const id = Number(useParams().id);
  const qc = useQueryClient();
  // The top bar's search opens a message as /usuarios/{id}#mensagem-{messageId}: the chat shows it.
  const found = /^#mensagem-(\d+)$/.exec(useLocation().hash);
  const focusMessageId = found ? Number(found[1]) : undefined;
  // The tab's lists come with the customer detail: a write on a list reloads that call.
  const reloadCustomer = useCallback(() => void qc.invalidateQueries({ queryKey: customerKeys.detail(id) }), [qc, id]);
  if (!Number.isInteger(id) || id <= 0) return <CustomerNotFound />;
  // A new id is a new screen: the chat's draft and notices must not carry over to another customer.
  return (
    <CustomerDetailPage
      key={id}
      customerId={id}
      renderConversation={(props) => <ConversationPanel {...props} focusMessageId={focusMessageId} />}
      renderLists={(lists) => <CustomerListsTab lists={lists} onChanged={reloadCustomer} />}
      renderTasks={() => <CustomerTasks customerId={id} />}
      renderLabels={(user) => <CustomerLabelsEditor customerId={id} labels={user.labels} onChanged={reloadCustomer} />}
    />
  );
}
