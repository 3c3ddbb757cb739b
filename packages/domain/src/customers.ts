import { z } from 'zod';
import type { ShoppingList } from './lists';
import { phoneKey } from './phone';

/** Spec 1 §4: the support badge. */
export function supportBadge(c: { bot_enabled: boolean | null | undefined; atendimento: boolean | null | undefined }) {
  if (c.bot_enabled !== false) return 'FORA DE ATENDIMENTO';
  return c.atendimento ? 'EM ATENDIMENTO' : 'AGUARDANDO ATENDIMENTO';
}

/** Lower-case, accents removed: 'João' and 'joao' match. Used for search on both sides. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/**
 * What customer search reads: folded name and e-mail plus the phone digits, in one column. The
 * phone's key is there too when it differs, so a mobile stored without its ninth digit is found
 * by the number as people write it.
 */
export function customerSearchText(c: { name: string; email: string | null; phone: string }): string {
  const digits = onlyDigits(c.phone);
  const key = phoneKey(c.phone);
  return [foldText(c.name), foldText(c.email ?? ''), digits, key !== digits ? key : ''].filter(Boolean).join(' ');
}

/** A search term as stored text would contain it: digits only when the term is a phone. */
export function searchPattern(term: string): string {
  const folded = foldText(term);
  const digits = onlyDigits(folded);
  return !/[a-z@]/.test(folded) && digits.length >= 2 ? digits : folded;
}

export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_PAGE_MAX = 100;

export const CustomerListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Busca muito longa').optional(),
  page: z.coerce.number().int().min(1, 'Página inválida').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CUSTOMER_PAGE_MAX, `No máximo ${CUSTOMER_PAGE_MAX} por página`)
    .default(CUSTOMER_PAGE_SIZE),
});

export type CustomerListItem = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  created_at: string;
  last_activity: string | null;
  bot_enabled: boolean;
  atendimento: boolean;
  seller_id: number | null;
  seller_name: string | null;
  /** Spec shape: arrays whose first item carries the count. */
  messages: [{ count: number }];
  shopping_lists: [{ count: number }];
};

export type CustomerListResponse = {
  success: true;
  data: CustomerListItem[];
  pagination: { page: number; limit: number; total: number; pages: number };
  /** Over every customer, not just this page: the three summary cards. */
  summary: { total: number; active: number; withLists: number };
};

export const MESSAGE_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
/** Delivery of an outgoing message through the gateway. */
export const MESSAGE_STATUSES = ['received', 'sent', 'failed', 'not_configured', 'recorded'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageStatusText = {
  received: 'Recebida',
  sent: 'Enviada',
  failed: 'Falha no envio',
  not_configured: 'gateway não configurado',
  recorded: 'Registrada',
} as const satisfies Record<MessageStatus, string>;

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
  sender_name: string | null;
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
  created_at: z.string(),
  quoted: z.object({ id: z.number().int().nullable(), content: z.string() }).nullable(),
}) satisfies z.ZodType<ChatMessage>;

/** How many messages the detail screen loads at first and per 'older' page. */
export const MESSAGE_PAGE_SIZE = 50;

/** GET /api/users/{id}: after_id → only newer messages; before_id → an older page. */
export const CustomerDetailQuerySchema = z.object({
  after_id: z.coerce.number().int().min(0).optional(),
  before_id: z.coerce.number().int().min(1).optional(),
});

export type CustomerDetail = {
  user: {
    id: number;
    name: string;
    phone: string;
    email: string | null;
    email_woocomerce: string | null;
    created_at: string;
    last_activity: string | null;
    bot_enabled: boolean;
    atendimento: boolean;
    botPaused: boolean;
    seller_id: number | null;
  };
  messages: ChatMessage[];
  /** More messages exist before the first one returned. */
  has_more: boolean;
  /** All of the customer's messages, for the 'Mensagens (n)' tab. */
  message_count: number;
  /** The customer's lists, newest first, in the shape of GET /api/shopping-lists. */
  shoppingLists: ShoppingList[];
  /** The reader is a trainee whose conversation with this customer is blocked (spec 3 §4); null otherwise. */
  attendance_block: AttendanceBlock | null;
};

export const ToggleBotSchema = z.object({
  enabled: z.boolean({ error: 'Informe enabled (true ou false)' }),
  atendimento: z.boolean().optional(),
});

const messageText = z
  .string({ error: 'A mensagem é obrigatória' })
  .trim()
  .min(1, 'A mensagem é obrigatória')
  .max(4096, 'A mensagem deve ter no máximo 4096 caracteres');

export const SendAdminMessageSchema = z.object({
  user_id: z.coerce.number({ error: 'Cliente inválido' }).int().positive('Cliente inválido'),
  content: messageText,
  /** The log line setText answered: its delivery status goes onto the message. */
  gateway_log_id: z.coerce.number().int().positive().optional(),
});

export const SetTextSchema = z.object({
  phone: z
    .string({ error: 'O telefone é obrigatório' })
    .trim()
    .refine((v) => onlyDigits(v).length >= 10 && onlyDigits(v).length <= 15, 'Telefone inválido'),
  msg: messageText,
});

export const AssignChatSchema = z.object({
  user_id: z.coerce.number({ error: 'Cliente inválido' }).int().positive('Cliente inválido'),
  /** Omitted: the caller takes the chat. */
  seller_id: z.coerce.number().int().positive('Atendente inválido').optional(),
});

/** POST /api/message: the bot (x-bot-key) or staff record a message in a customer's history. */
export const RecordMessageSchema = z
  .object({
    phone: z
      .string({ error: 'O telefone é obrigatório' })
      .trim()
      .refine((v) => onlyDigits(v).length >= 10 && onlyDigits(v).length <= 15, 'Telefone inválido'),
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

export type NewMessageEvent = {
  type: 'new_message';
  data: { message: string; userName: string; userId: number; messageId: number; direction: MessageDirection };
};

export const customerErrorText = {
  notFound: 'Usuário não encontrado',
  sellerNotFound: 'Atendente não encontrado',
  assignFailed: 'Erro ao atribuir chat',
  assigned: 'Chat atribuído com sucesso!',
  botKeyInvalid: 'Chave do bot inválida',
} as const;

/**
 * Spec 3 §4: a trainee's high-severity AI block stops that trainee's conversation with the
 * customer until a supervisor or an admin releases it. The escalation row is the block.
 */
export const attendanceBlockText = {
  blocked: 'Atendimento bloqueado: aguarde um supervisor liberar o atendimento deste cliente.',
  notFound: 'Bloqueio não encontrado',
  alreadyReleased: 'Este atendimento já foi liberado',
  released: 'Atendimento liberado',
  release: 'Liberar atendimento',
  releaseFailed: 'Erro ao liberar atendimento',
} as const;

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

export const EscalationIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'ID inválido' }).int().positive('ID inválido'),
});
