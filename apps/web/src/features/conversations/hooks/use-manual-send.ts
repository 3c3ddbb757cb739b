import { useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { aiFeedbackText, type AiValidation } from '@ponte/domain/ai';
import { attachmentText } from '@ponte/domain/attachments';
import type { ChatMessage } from '@ponte/domain/conversations';
import { errorText, type ApiError } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth-storage';
import { useNotifySupervisor } from '../api/notify-supervisor';
import { useValidateMessage } from '../api/validate-message';
import { REFUSED_BY_CHECK, refusedValidation, step } from './send-steps';
import { useDelivery } from './use-delivery';
import { useScreenTimers } from './use-screen-timers';
import {
  APPROVED_SEND_DELAY_MS,
  CORRECTION_FILL_DELAY_MS,
  HIGH_SEVERITY_NOTICE_MS,
  type AiNotice,
  type ConversationCustomer,
  type PendingMessage,
  type SendPhase,
} from './send-flow';

let pendingSeq = 0;

export type UseManualSendOptions = {
  customer: ConversationCustomer;
  /** Step 3: the bot stops and the customer is in attendance (toggle-bot enabled false, atendimento true). */
  takeOver: () => Promise<unknown>;
  /** The message is out: the conversation should be read again. */
  onSent: () => void;
  /** Spec 3 §4 (/chat): a high-severity block stops the attendance until `release`. */
  lockOnHighSeverity?: boolean;
  /** The conversation was blocked (escalated, or a send refused): what the server says changed. */
  onBlocked?: () => void;
  /** The server holds this conversation blocked: nothing is sent until a supervisor releases it. */
  serverBlocked?: boolean;
  /** The newest message id the history holds: a pending message's stored copy comes after it. */
  lastMessageId?: number;
};

/**
 * The manual send flow of spec 1 §4: the AI checks the text; approved, it is sent a second
 * later; blocked, the notice shows why, the correction fills the input, and a trainee's
 * high-severity block reaches a supervisor. Sending is setText, send-admin-message,
 * toggle-bot and assign, in that order.
 */
export function useManualSend({
  customer,
  takeOver,
  onSent,
  lockOnHighSeverity = false,
  onBlocked,
  serverBlocked = false,
  lastMessageId = 0,
}: UseManualSendOptions) {
  const user = useStoredUser();
  const validate = useValidateMessage();
  const delivery = useDelivery(customer, takeOver, onSent);
  const notifySupervisor = useNotifySupervisor();

  const [text, setText] = useState('');
  const [phase, setPhase] = useState<SendPhase>('idle');
  const [notice, setNotice] = useState<AiNotice | null>(null);
  const [locked, setLocked] = useState(false);
  /** The message the next text answers (a WhatsApp quoted reply), chosen from the history. */
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  /** What was sent from the box and is still being checked or sent, oldest first. */
  const [queue, setQueue] = useState<PendingMessage[]>([]);
  // The queue as it is now, for a flow that started renders ago.
  const queueRef = useRef(queue);
  queueRef.current = queue;
  const working = useRef(false);
  /** The message under way and its flow, so a closing chat can send the rest after it. */
  const inFlight = useRef<{ key: number; run: Promise<boolean> } | null>(null);
  /** A file is on its way: texts typed meanwhile wait behind it, so they reach the customer after it. */
  const [uploading, setUploading] = useState(false);
  /** The text a high-severity block locked the chat on: 'Limpar e tentar novamente' takes only it away. */
  const lockedText = useRef('');
  /** A file to send, the text as its caption (issue 31). */
  const [attachment, setAttachment] = useState<File | null>(null);
  // An approved message's send is not a screen timer: it leaves even if the page is closed.
  const { later, clear: clearScreenTimers } = useScreenTimers();

  /**
   * A message that may not go stops the queue: it and every message behind it go back into the
   * box, before what is being typed, so nothing is lost and nothing after it leaves.
   */
  const stopQueue = (stopped: string) => {
    const behind = queueRef.current.slice(1).map((m) => m.text);
    setQueue([]);
    setText((current) => [stopped, ...behind, current].filter((t) => t.trim()).join('\n'));
  };

  /** The server refused the send: show why, stop, and let the screen read the block. */
  const refused = (err: ApiError, field: string, message: string, queued = true) => {
    // A refused file was never in the queue: only its caption comes back, before what is typed.
    if (queued) stopQueue(message);
    else setText((current) => [message, current].filter((t) => t.trim()).join('\n'));
    setPhase('idle');
    setNotice(null);
    if (err.status === REFUSED_BY_CHECK) {
      const validation = refusedValidation(err, field);
      setNotice({ kind: 'blocked', validation, supervisorNotified: true });
      later(HIGH_SEVERITY_NOTICE_MS, () =>
        setNotice((current) => (current?.kind === 'blocked' && current.validation === validation ? null : current)),
      );
    }
    onBlocked?.();
  };

  const deliver = async (message: string, quoted: ChatMessage | null) => {
    setPhase('sending');
    const sent = await delivery.text(message, quoted);
    if (sent.outcome === 'refused') return refused(sent.error, sent.field, message);
    setNotice((current) => (current?.kind === 'approved' ? null : current));
    return true;
  };

  /**
   * A file: 422/423 on its caption are shown as a refused text is. Taken off the box at once,
   * like a text; put back as it was when it cannot go. Texts typed meanwhile wait behind it.
   */
  const deliverAttachment = async (file: File, caption: string, quoted: ChatMessage | null) => {
    setPhase('sending');
    setUploading(true);
    const sent = await delivery.file(file, caption, quoted).finally(() => setUploading(false));
    if (sent.outcome === 'sent') return setPhase('idle');
    setAttachment((current) => current ?? file);
    setReplyTo((current) => current ?? quoted);
    if (sent.outcome === 'refused') return refused(sent.error, sent.field, caption, false);
    setText((current) => [caption, current].filter((t) => t.trim()).join('\n'));
    setPhase('idle');
    notifications.show({ color: 'red', message: errorText(sent.error, attachmentText.sendFailed) });
  };

  const block = (message: string, validation: AiValidation) => {
    const high = validation.severity === 'high';
    stopQueue(message);
    setNotice({ kind: 'blocked', validation, supervisorNotified: false });
    setPhase('idle');
    const correction = validation.corrected_message?.trim();
    // The correction takes the box only while it holds just the blocked text: nothing else is lost.
    if (correction && !high)
      later(CORRECTION_FILL_DELAY_MS, () => setText((current) => (current === message ? correction : current)));
    if (!high) return;
    if (lockOnHighSeverity) {
      lockedText.current = message;
      setLocked(true);
    }
    if (user?.role === 'trainee') {
      const trainee = user;
      void step('chat/notify-supervisor', async () => {
        await notifySupervisor.mutateAsync({
          trainee_id: trainee.id,
          trainee_name: trainee.name,
          customer_phone: customer.phone,
          customer_name: customer.name,
          blocked_message: message,
          ai_feedback: aiFeedbackText(validation),
        });
        setNotice((current) =>
          current?.kind === 'blocked' && current.validation === validation
            ? { ...current, supervisorNotified: true }
            : current,
        );
        onBlocked?.();
      });
    }
    later(HIGH_SEVERITY_NOTICE_MS, () =>
      setNotice((current) => (current?.kind === 'blocked' && current.validation === validation ? null : current)),
    );
  };

  /** One queued message through the spec's flow: the check, 'Mensagem aprovada pela IA', the send a second later. */
  const process = async (item: PendingMessage): Promise<boolean> => {
    setPhase('validating');
    let validation: AiValidation;
    try {
      validation = await validate.mutateAsync(item.text);
    } catch (err) {
      // Spec 1 §4: without an answer from the AI the message goes out as written.
      console.error('Envio manual: falha na validação da IA', err);
      return (await deliver(item.text, item.quoted)) ?? false;
    }
    if (!validation.valid) {
      block(item.text, validation);
      return false;
    }
    const approved = validation.corrected_message?.trim() || item.text;
    setNotice({ kind: 'approved', sending: approved });
    setPhase('sending');
    setQueue((current) => current.map((m) => (m.key === item.key ? { ...m, text: approved, state: 'sending' } : m)));
    // Not a screen timer: an approved message leaves even if the page is closed.
    await new Promise((resolve) => setTimeout(resolve, APPROVED_SEND_DELAY_MS));
    return (await deliver(approved, item.quoted)) ?? false;
  };

  // The queue's head goes through the flow; the next one starts when it is out (in order).
  useEffect(() => {
    const head = queue[0];
    if (!head || working.current || uploading) return;
    working.current = true;
    const run = process(head);
    inFlight.current = { key: head.key, run };
    void run.then((sent) => {
      working.current = false;
      if (sent) setQueue((current) => current.filter((m) => m.key !== head.key));
      setPhase((current) => (sent ? current : 'idle'));
    });
    // process reads the render's state it started in; the queue alone starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue, uploading]);
  // The chat closes (another chat, 'Marcar como não lida') with messages still waiting: they
  // go on in order after the one under way, through the same flow, as an approved message
  // leaves even if the page is closed; a refusal stops them as it would on screen.
  useEffect(
    () => () => {
      const current = inFlight.current;
      const waiting = queueRef.current.filter((m) => m.key !== current?.key);
      if (waiting.length === 0) return;
      void (async () => {
        if (current && !(await current.run)) return;
        for (const item of waiting) if (!(await process(item))) return;
      })();
    },
    // Only when the chat goes away: the latest queue is read through its ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => {
    if (queue.length === 0 && !working.current && !uploading) setPhase('idle');
  }, [queue, uploading]);

  /** The box is free at once (issue 31): the text joins the queue and the box empties. */
  const submit = async () => {
    const message = text.trim();
    if (attachment) {
      if (uploading || queue.length > 0 || locked || serverBlocked) return;
      clearScreenTimers();
      setNotice(null);
      setText('');
      setAttachment(null);
      setReplyTo(null);
      await deliverAttachment(attachment, message, replyTo);
      return;
    }
    if (!message || locked || serverBlocked) return;
    clearScreenTimers();
    if (queue.length === 0) setNotice(null);
    const quoted = replyTo;
    setQueue((current) => [
      ...current,
      {
        key: ++pendingSeq,
        text: message,
        quoted,
        state: current.length === 0 ? 'checking' : 'waiting',
        after: lastMessageId,
      },
    ]);
    setText('');
    setReplyTo(null);
  };

  /** 'Limpar e tentar novamente': the blocked text goes and sending is possible again. */
  const release = () => {
    clearScreenTimers();
    // Only the blocked text goes: what was queued behind it or typed stays in the box.
    const blocked = lockedText.current;
    setText((current) =>
      current === blocked ? '' : current.startsWith(`${blocked}\n`) ? current.slice(blocked.length + 1) : current,
    );
    setNotice(null);
    setLocked(false);
  };

  return {
    text,
    setText,
    replyTo,
    setReplyTo,
    pending: queue,
    attachment,
    setAttachment,
    phase,
    notice,
    submit,
    busy: phase !== 'idle',
    locked,
    release,
    isTrainee: user?.role === 'trainee',
  };
}
