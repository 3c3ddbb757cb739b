import { useParams } from 'react-router';
import { ConversationPanel } from '../../features/conversations/components/conversation-panel';
import { CustomerDetailPage, CustomerNotFound } from '../../features/customers/components/customer-detail-page';

/** /usuarios/{id}: the customer screen with the chat of the conversations feature in its messages tab. */
export function CustomerDetailRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <CustomerNotFound />;
  // A new id is a new screen: the chat's draft and notices must not carry over to another customer.
  return <CustomerDetailPage key={id} customerId={id} renderConversation={(props) => <ConversationPanel {...props} />} />;
}
