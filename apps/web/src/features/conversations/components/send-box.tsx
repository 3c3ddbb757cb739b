import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import type { ChatMessage } from '@ponte/domain/conversations';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH, messageCounterText, messageOverLimitText } from '@ponte/domain/ai';
import { attachmentText, CAPTION_MAX_LENGTH } from '@ponte/domain/attachments';
import { quickReplyText } from '@ponte/domain/quick-replies';
import { STACKED_TABLE_QUERY } from '../../../ui/responsive-table';
import type { SendPhase } from '../hooks/send-flow';
import type { QuickReplyPicker } from '../hooks/use-quick-reply-picker';
import { AttachmentButton, AttachmentChip } from './attachment-picker';
import { QUICK_REPLY_LIST_ID, QuickReplyMenu, quickReplyOptionId } from './quick-reply-menu';
import { NoteModeButton } from './note-mode-button';
import { ReplyPreview } from './reply-preview';

export type SendBoxProps = {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  phase: SendPhase;
  /** The message the text answers (a quoted reply), shown above the box until sent or cancelled. */
  replyTo?: Pick<ChatMessage, 'id' | 'content'> | null;
  onCancelReply?: () => void;
  /** A file to send with the text as its caption; absent where files cannot be sent. */
  attachment?: File | null;
  onAttachmentChange?: (file: File | null) => void;
  /** Issue 32: '/' and a shortcut list the quick replies; absent where they cannot be used. */
  quickReplies?: QuickReplyPicker;
  /** Issue 32: switches the box to an internal note. */
  onWriteNote?: () => void;
};

const phaseText: Record<SendPhase, string> = { idle: '', validating: 'Validando com a IA...', sending: 'Enviando...' };

/** A phone's keyboard has its own Enter: the hint about keys is for a laptop, and took three lines there. */
const placeholder = {
  laptop: 'Digite sua mensagem... (Enter envia, Shift+Enter quebra a linha)',
  phone: 'Digite sua mensagem...',
};

/**
 * Spec 1 §5: Enter sends, Shift+Enter breaks the line; nothing blank is sent, nor twice at once.
 * Near WhatsApp's limit a counter shows; past it the text stays whole and the box says why it
 * cannot go (issue 31).
 */
export function SendBox({
  text,
  onTextChange,
  onSubmit,
  phase,
  replyTo = null,
  onCancelReply,
  attachment = null,
  onAttachmentChange,
  quickReplies,
  onWriteNote,
}: SendBoxProps) {
  const busy = phase !== 'idle';
  /** Why the last picked file cannot go, shown under the box until the next pick. */
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // Picking a message to answer takes the writer to the box.
  useEffect(() => {
    if (replyTo) box.current?.focus();
  }, [replyTo]);
  // No maxLength: a long paste stays whole in the box and the reason it cannot go is said.
  // With a file the text is its caption, which WhatsApp caps lower.
  const limit = attachment ? CAPTION_MAX_LENGTH : MESSAGE_MAX_LENGTH;
  const tooLong = text.length > limit;
  const lengthError = attachment ? attachmentText.captionTooLong : messageOverLimitText(text.length);
  const phone = useMediaQuery(STACKED_TABLE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (quickReplies?.onKeyDown(event)) return;
    if (event.key === 'Escape' && replyTo && onCancelReply) {
      event.preventDefault();
      onCancelReply();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!tooLong) onSubmit();
  };
  return (
    <form
      aria-label="Enviar mensagem"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) onSubmit();
      }}
    >
      {attachment && (
        <AttachmentChip
          file={attachment}
          onRemove={
            onAttachmentChange &&
            (() => {
              onAttachmentChange(null);
              box.current?.focus();
            })
          }
        />
      )}
      {replyTo && (
        <ReplyPreview
          content={replyTo.content}
          onCancel={
            onCancelReply &&
            (() => {
              onCancelReply();
              // The close button goes with the preview: the writer stays in the box.
              box.current?.focus();
            })
          }
        />
      )}
      <Group align="flex-end" gap="sm" wrap="nowrap" pos="relative">
        {quickReplies && <QuickReplyMenu picker={quickReplies} />}
        <Textarea
          ref={box}
          aria-label="Mensagem"
          placeholder={phone ? placeholder.phone : placeholder.laptop}
          value={text}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          {...(quickReplies && {
            'aria-autocomplete': 'list' as const,
            'aria-controls': quickReplies.items.length > 0 ? QUICK_REPLY_LIST_ID : undefined,
            'aria-activedescendant':
              quickReplies.items.length > 0
                ? quickReplyOptionId(quickReplies.items[quickReplies.active]!.id)
                : undefined,
          })}
          autosize
          minRows={2}
          maxRows={6}
          error={tooLong ? lengthError : undefined}
          description={!tooLong && text.length >= MESSAGE_COUNTER_FROM ? messageCounterText(text.length) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          style={{ flex: 1 }}
        />
        {onWriteNote && <NoteModeButton onClick={onWriteNote} />}
        {onAttachmentChange && (
          <AttachmentButton
            disabled={busy && !attachment}
            onPick={(file) => {
              setProblem(null);
              onAttachmentChange(file);
              box.current?.focus();
            }}
            onProblem={setProblem}
          />
        )}
        <Button
          type="submit"
          leftSection={<IconSend size={16} />}
          // Typing never waits (issue 31): a text joins the queue; a file waits for the queue to empty.
          disabled={(attachment ? busy : !text.trim()) || tooLong}
        >
          Enviar
        </Button>
      </Group>
      {quickReplies && quickReplies.missing.length > 0 && (
        <Text size="xs" c="orange.9" mt={4} role="status">
          {quickReplyText.missingValues.replace('{list}', quickReplies.missing.map((name) => `{${name}}`).join(', '))}
        </Text>
      )}
      {problem && (
        <Text size="xs" c="red.8" mt={4} role="alert">
          {problem}
        </Text>
      )}
      {busy && (
        <Text size="xs" c="dimmed" mt={4} role="status">
          {phaseText[phase]}
        </Text>
      )}
    </form>
  );
}
