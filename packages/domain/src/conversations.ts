import { z } from 'zod';
import { LabelRefSchema } from './labels';
import { onlyDigits } from './phone';
import {
  MESSAGE_AUTHORS,
  MESSAGE_DIRECTIONS,
  MESSAGE_STATUSES,
  type MessageAuthor,
  type MessageDirection,
  type MessageStatus,
} from './conversation-texts';

export * from './conversation-texts';

/**
 * The message a reply quotes (WhatsApp's contextInfo.quotedMessage): its text, and its id in
 * Ponte when Ponte has the original.
 */
export type ChatQuote = { id: number | null; content: string };

/** How much of a quoted message is kept: enough to recognise it above the reply. */
export const QUOTE_MAX_LENGTH = 1000;

export type ChatMessage = {
  id: number;
  user_id: number;
  content: string;
  direction: MessageDirection;
  status: MessageStatus;
  sender_id: number | null;
  /** The staff member's name (not their sign-in name) when staff wrote it. */
  sender_name: string | null;
  /** Who wrote it: the customer, staff, the bot or the shop's own phone. */
  sent_by: MessageAuthor;
  created_at: string;
  /** What the message replies to, shown above it; null when it quotes nothing. */
  quoted: ChatQuote | null;
};

/** ChatMessage as the API documents it. */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  content: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  status: z.enum(MESSAGE_STATUSES),
  sender_id: z.number().int().nullable(),
  sender_name: z.string().nullable(),
  sent_by: z.enum(MESSAGE_AUTHORS),
  created_at: z.string(),
  quoted: z.object({ id: z.number().int().nullable(), content: z.string() }).nullable(),
}) satisfies z.ZodType<ChatMessage>;

/** How many messages the detail screen loads at first and per 'older' page. */
export const MESSAGE_PAGE_SIZE = 50;

const messageText = z
  .string({ error: 'A mensagem é obrigatória' })
  .trim()
  .min(1, 'A mensagem é obrigatória')
  .max(4096, 'A mensagem deve ter no máximo 4096 caracteres');

const phoneText = z
  .string({ error: 'O telefone é obrigatório' })
  .trim()
  .refine((v) => onlyDigits(v).length >= 10 && onlyDigits(v).length <= 15, 'Telefone inválido');

/** Issue 31: the message of this chat a text answers (a WhatsApp quoted reply). */
export const quotedReplyText = {
  invalid: 'Mensagem citada inválida',
  notFound: 'A mensagem citada não está nesta conversa',
  replyingTo: 'Respondendo a',
  reply: 'Responder',
  cancel: 'Cancelar resposta',
} as const;
const quotedId = z.coerce
  .number({ error: quotedReplyText.invalid })
  .int(quotedReplyText.invalid)
  .positive(quotedReplyText.invalid)
  .max(2_147_483_647, quotedReplyText.invalid)
  .optional();

export const SendAdminMessageSchema = z.object({
  user_id: z.coerce.number({ error: 'Cliente inválido' }).int().positive('Cliente inválido'),
  content: messageText,
  /** The message this one answers (setText was given the same). */
  quoted_id: quotedId,
  /** The log line setText answered: its delivery status goes onto the message. */
  gateway_log_id: z.coerce.number().int().positive().optional(),
});

export const SetTextSchema = z.object({
  phone: phoneText,
  msg: messageText,
  /** The customer's (or the shop's) message this text answers: sent as a WhatsApp quoted reply. */
  quoted_id: quotedId,
});

/**
 * Issue 34: a staff send may carry an `Idempotency-Key` header (one per message the screen
 * queues). A repeat of the request with it never sends the text a second time.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 100;
export const sendOnceText = {
  keyInvalid: `Chave de envio inválida: de 1 a ${IDEMPOTENCY_KEY_MAX} caracteres`,
  keyReused: 'Esta chave de envio já foi usada para outra mensagem',
  inProgress: 'Esta mensagem já está sendo enviada. Confira a conversa antes de enviar de novo.',
} as const;
export const SendHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: sendOnceText.keyInvalid })
    .trim()
    .min(1, sendOnceText.keyInvalid)
    .max(IDEMPOTENCY_KEY_MAX, sendOnceText.keyInvalid)
    .optional(),
});

export const AssignChatSchema = z.object({
  user_id: z.coerce.number({ error: 'Cliente inválido' }).int().positive('Cliente inválido'),
  /** Omitted: the caller takes the chat. */
  seller_id: z.coerce.number().int().positive('Atendente inválido').optional(),
});

export const AssignedChatSchema = z.object({
  user_id: z.number().int(),
  seller_id: z.number().int(),
  seller_name: z.string(),
});

/** GET /api/chats/my-queue: one chat assigned to the reader. */
export const QueueChatSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  bot_enabled: z.boolean(),
  atendimento: z.boolean(),
  last_interaction: z.string().nullable(),
  messages_count: z.number().int(),
});

/** GET /api/chats/waiting: a chat whose bot is off and that nobody has taken. */
export const WaitingChatSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  last_activity: z.string().nullable(),
  messages_count: z.number().int(),
});

/** GET /api/chats/stats: chats with a person now, and closed or handed over since the start of today (UTC). */
export const ChatStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  waiting: z.number().int(),
  closed: z.number().int(),
  redistributed: z.number().int(),
});

/** GET /api/conversations: one conversation of the inbox, with the reader's unread count. */
export const InboxConversationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  lastMessage: z.string().nullable(),
  lastActivity: z.string().nullable(),
  unread: z.number().int(),
  botPaused: z.boolean(),
  atendimento: z.boolean(),
  seller_id: z.number().int().nullable(),
  /** Issue 32: the customer's labels, by name. */
  labels: z.array(LabelRefSchema),
});

/** POST /api/conversations/{id}/read: the reader's read marker; null while the chat has no message. */
export const ReadMarkerSchema = z.object({
  customer_id: z.number().int(),
  last_read_message_id: z.number().int().nullable(),
  /**
   * Issue 31: where the reader had stopped before this call (null: never read it), so the chat
   * just opened can offer 'Ir para a primeira não lida' and mark where the unread ones start.
   */
  previous_read_message_id: z.number().int().nullable(),
  /**
   * The customer's first message after `previous_read_message_id` (null: none, or never read):
   * whether the loaded page holds it tells the chat to fetch older pages before jumping there.
   */
  first_unread_message_id: z.number().int().nullable(),
});
export type ReadMarker = z.infer<typeof ReadMarkerSchema>;

/** Where a chat's unread messages started when it opened: after `after`, the first being `firstId`. */
export type UnreadStart = { after: number; firstId: number | null };

/** Issue 31: unread messages in an open chat, and a chat marked unread again. */
export const unreadText = {
  jumpToFirst: 'Ir para a primeira não lida',
  divider: 'Mensagens não lidas',
  markUnread: 'Marcar como não lida',
  markedUnread: 'Conversa marcada como não lida',
  nothingToMark: 'Esta conversa não tem mensagens do cliente para marcar como não lida',
} as const;

/** POST /api/message: the bot (x-bot-key) or staff record a message in a customer's history. */
export const RecordMessageSchema = z
  .object({
    phone: phoneText,
    name: z.string().trim().max(120).optional(),
    email: z.union([z.literal(''), z.email('Email inválido')]).optional(),
    /** What the customer wrote (incoming). */
    message: z.string().trim().max(4096).optional(),
    /** The bot's or staff's answer (outgoing). */
    system_response: z.string().trim().max(4096).optional(),
    /** True when `message` itself was written by staff (outgoing). */
    admin_message: z.boolean().optional(),
  })
  .refine((b) => !!b.message || !!b.system_response, {
    message: 'Informe message ou system_response',
    path: ['message'],
  });

/** What POST /api/message recorded: nothing when the customer's message was already stored. */
export const RecordedMessagesSchema = z.object({ user_id: z.number().int(), messages: z.array(ChatMessageSchema) });

export type NewMessageEvent = {
  type: 'new_message';
  data: { message: string; userName: string; userId: number; messageId: number; direction: MessageDirection };
};

/** An outgoing message's delivery as the chat poll carries it (issue 31, the ticks). */
export const MessageDeliverySchema = z.object({ id: z.number().int(), status: z.enum(MESSAGE_STATUSES) });
export type MessageDelivery = z.infer<typeof MessageDeliverySchema>;

/** What the blocked trainee's screen shows. */
export const AttendanceBlockSchema = z.object({
  escalation_id: z.number().int(),
  blocked_message: z.string(),
  created_at: z.string(),
});
export type AttendanceBlock = z.infer<typeof AttendanceBlockSchema>;

/** A trainee's blocked message as supervisors see it ('escalation' event, GET /api/escalations). */
export const EscalationSchema = z.object({
  id: z.number().int(),
  trainee_id: z.number().int(),
  trainee_name: z.string(),
  customer_id: z.number().int().nullable(),
  customer_phone: z.string(),
  customer_name: z.string(),
  blocked_message: z.string(),
  ai_feedback: z.string(),
  created_at: z.string(),
  /** When a supervisor or an admin released the block; null while it is open. */
  resolved_at: z.string().nullable(),
  released_by: z.number().int().nullable(),
  released_by_name: z.string().nullable(),
});
export type Escalation = z.infer<typeof EscalationSchema>;

export const MessageIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'ID inválido' }).int().positive('ID inválido').max(2_147_483_647, 'ID inválido'),
});

export const EscalationIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'ID inválido' }).int().positive('ID inválido'),
});

/** POST /api/chat/notify-supervisor: the trainee's screen escalates the message the AI blocked. */
export const NotifySupervisorSchema = z.object({
  trainee_id: z.coerce.number().int().positive().optional(),
  trainee_name: z.string().trim().max(120).optional(),
  customer_phone: z
    .string({ error: 'O telefone do cliente é obrigatório' })
    .trim()
    .min(1, 'O telefone do cliente é obrigatório')
    .max(30),
  customer_name: z.string().trim().max(120).default(''),
  blocked_message: z
    .string({ error: 'A mensagem bloqueada é obrigatória' })
    .trim()
    .min(1, 'A mensagem bloqueada é obrigatória')
    .max(4096),
  ai_feedback: z.string().trim().max(4096).default(''),
});
export type NotifySupervisor = z.output<typeof NotifySupervisorSchema>;
