import { Stack } from '@mantine/core';
import type { ChatMessage } from '@ponte/domain/customers';
import { useManualSend, type ConversationCustomer } from '../hooks/use-manual-send';
import { AiNotice } from './ai-notice';
import { ChatHistory } from './chat-history';
import { SendBox } from './send-box';
import { TraineeBanner } from './trainee-banner';

export type ConversationPanelProps = {
  customer: ConversationCustomer;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Step 3 of the manual send: the bot stops and the customer is in attendance. */
  takeOver: () => Promise<unknown>;
  onSent: () => void;
};

/** A customer's chat: the history, the AI's notice and the send box (spec 1 §2 messages tab). */
export function ConversationPanel({ customer, messages, hasMore, loadingOlder, onLoadOlder, takeOver, onSent }: ConversationPanelProps) {
  const send = useManualSend({ customer, takeOver, onSent });
  return (
    <Stack gap="sm">
      {send.isTrainee && <TraineeBanner />}
      <ChatHistory messages={messages} hasMore={hasMore} loadingOlder={loadingOlder} onLoadOlder={onLoadOlder} />
      <AiNotice notice={send.notice} />
      <SendBox text={send.text} onTextChange={send.setText} onSubmit={() => void send.submit()} phase={send.phase} />
    </Stack>
  );
}
