import { useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import {
  messageRetryText,
  type AttendanceBlock,
  type ChatMessage,
  type Escalation,
  type UnreadStart,
} from '@ponte/domain/conversations';
import { noteText, type ChatNote } from '@ponte/domain/notes';
import { TYPING_EVERY_MS } from '@ponte/domain/realtime';
import { toastFailure } from '../../../lib/toast-outcome';
import { useStoredUser } from '../../../lib/auth-storage';
import { sendTyping } from '../../../lib/socket';
import { useDeleteNote } from '../api/notes';
import { useRetryMessage } from '../api/retry-message';
import { useChatPresence } from '../hooks/use-chat-presence';
import { useManualSend } from '../hooks/use-manual-send';
import { useQuickReplyPicker } from '../hooks/use-quick-reply-picker';
import { unstoredPending, type ConversationCustomer } from '../hooks/send-flow';
import { AiNotice } from './ai-notice';
import { AttendanceBlocked } from './attendance-blocked';
import { BlocksToRelease } from './blocks-to-release';
import { ChatPresence } from './chat-presence';
import { ChatHistory } from './chat-history';
import { MessageGenerator } from './message-generator';
import { NoteBox } from './note-box';
import { SendBox } from './send-box';
import { TraineeBanner } from './trainee-banner';

export type ConversationPanelProps = {
  customer: ConversationCustomer;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  /** The last older page asked for did not come. */
  olderFailed?: boolean;
  onLoadOlder: () => void;
  /** Step 3 of the manual send: the bot stops and the customer is in attendance. */
  takeOver: () => Promise<unknown>;
  onSent: () => void;
  /** Spec 3 'Meus Atendimentos': the AI message generator above the send box. */
  withGenerator?: boolean;
  /** What the generator tells the AI about the customer's newest shopping list. */
  shoppingListItems?: unknown[];
  /** Spec 3 §4: a high-severity block replaces the send box until 'Limpar e tentar novamente'. */
  lockOnHighSeverity?: boolean;
  /** The server holds this trainee's conversation blocked until a supervisor releases it. */
  attendanceBlock?: AttendanceBlock | null;
  /** For a supervisor or an admin: trainees' open blocks with this customer, to release here. */
  openBlocks?: Escalation[];
  /** A message to bring into view and mark (the top bar's search opened it). */
  focusMessageId?: number;
  /** Where the unread ones started when the chat opened (/chat). */
  unread?: UnreadStart | null;
  /** Issue 32: the staff's notes in this conversation, oldest first. */
  notes?: ChatNote[];
};

/** A customer's chat: the history, the AI's notice and the send box (spec 1 §2 messages tab). */
export function ConversationPanel({
  customer,
  messages,
  hasMore,
  loadingOlder,
  olderFailed = false,
  onLoadOlder,
  takeOver,
  onSent,
  withGenerator = false,
  shoppingListItems = [],
  lockOnHighSeverity = false,
  attendanceBlock = null,
  openBlocks = [],
  focusMessageId,
  unread,
  notes = [],
}: ConversationPanelProps) {
  // A block or a refused send changes what the server says about the conversation: read it again.
  const send = useManualSend({
    customer,
    takeOver,
    onSent,
    onBlocked: onSent,
    lockOnHighSeverity,
    serverBlocked: !!attendanceBlock,
    lastMessageId: messages.reduce((max, m) => Math.max(max, m.id), 0),
  });
  const blocked = !!attendanceBlock || send.locked;
  const me = useStoredUser();
  const presence = useChatPresence(customer.id, me?.id);
  // Tells the others this chat's writer is typing, at most every TYPING_EVERY_MS.
  const lastTyping = useRef(0);
  const onTextChange = (text: string) => {
    send.setText(text);
    const now = Date.now();
    if (text.trim() && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendTyping(customer.id);
    }
  };
  const quickReplies = useQuickReplyPicker(customer.id, send.text, onTextChange);
  const [mode, setMode] = useState<'reply' | 'note'>('reply');
  const deleteNote = useDeleteNote();
  const onDeleteNote = (note: ChatNote) => {
    if (!window.confirm(noteText.confirmDelete)) return;
    deleteNote.mutate(note.id, {
      onSuccess: onSent,
      ...toastFailure(noteText.deleteFailed),
    });
  };
  const retry = useRetryMessage();
  const onRetry = (id: number) =>
    retry.mutate(id, {
      ...toastFailure(messageRetryText.retryFailed),
      // Sent or not, the message's status changed on the server (or someone else retried it first).
      onSettled: onSent,
    });
  return (
    <Stack gap="sm">
      {send.isTrainee && <TraineeBanner />}
      <ChatPresence assignee={customer.seller_name} viewers={presence.viewers} typing={presence.typing} />
      <ChatHistory
        messages={messages}
        hasMore={hasMore}
        loadingOlder={loadingOlder}
        olderFailed={olderFailed}
        onLoadOlder={onLoadOlder}
        focusMessageId={focusMessageId}
        // A blocked trainee sends nothing, a retry included.
        onRetry={blocked ? undefined : onRetry}
        retryingId={retry.isPending ? retry.variables : null}
        onReply={blocked ? undefined : send.setReplyTo}
        unread={unread}
        pending={unstoredPending(send.pending, messages)}
        notes={notes}
        onDeleteNote={onDeleteNote}
        canDeleteNote={(note) => me?.role === 'admin' || note.author_id === me?.id}
      />
      {withGenerator && (
        <MessageGenerator
          customer={customer}
          shoppingListItems={shoppingListItems}
          disabled={send.busy || blocked}
          onGenerated={send.setText}
        />
      )}
      <BlocksToRelease blocks={openBlocks} onSettled={onSent} />
      <AiNotice notice={send.notice} />
      {mode === 'note' ? (
        // A blocked trainee may still write to the team: a note reaches nobody outside it.
        <NoteBox customerId={customer.id} onSaved={onSent} onWriteReply={() => setMode('reply')} />
      ) : attendanceBlock ? (
        <AttendanceBlocked toSupervisor blockedMessage={attendanceBlock.blocked_message} />
      ) : send.locked ? (
        <AttendanceBlocked toSupervisor={send.isTrainee} onRelease={send.release} />
      ) : (
        <SendBox
          text={send.text}
          onTextChange={onTextChange}
          onSubmit={() => void send.submit()}
          phase={send.phase}
          replyTo={send.replyTo}
          onCancelReply={() => send.setReplyTo(null)}
          attachment={send.attachment}
          onAttachmentChange={send.setAttachment}
          quickReplies={quickReplies}
          onWriteNote={() => setMode('note')}
        />
      )}
    </Stack>
  );
}
