import { z } from 'zod';
import { PaginationSchema, pagingQuery } from './paging';
import {
  AttendanceBlockSchema,
  ChatMessageSchema,
  EscalationSchema,
  MessageDeliverySchema,
  type AttendanceBlock,
  type ChatMessage,
  type Escalation,
  type MessageDelivery,
} from './conversations';
import { LIST_STATUSES, type ShoppingList } from './lists';
import { labelFilter, LabelRefSchema, type LabelRef } from './labels';
import { ChatNoteSchema, type ChatNote } from './notes';
import { onlyDigits, phoneKey } from './phone';
import { foldText } from './search-texts';

/** Spec 1 §4: the support badge. */
export function supportBadge(c: { bot_enabled: boolean | null | undefined; atendimento: boolean | null | undefined }) {
  if (c.bot_enabled !== false) return 'FORA DE ATENDIMENTO';
  return c.atendimento ? 'EM ATENDIMENTO' : 'AGUARDANDO ATENDIMENTO';
}

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

export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_PAGE_MAX = 100;

export const CustomerListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Busca muito longa').optional(),
  ...pagingQuery(CUSTOMER_PAGE_SIZE, CUSTOMER_PAGE_MAX),
  /** Issue 32: only the customers carrying this label. */
  etiqueta: labelFilter,
});

/** GET /api/customers: one row of the customers screen. */
export const CustomerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  last_activity: z.string().nullable(),
  bot_enabled: z.boolean(),
  atendimento: z.boolean(),
  seller_id: z.number().int().nullable(),
  seller_name: z.string().nullable(),
  /** Spec shape: arrays whose first item carries the count. */
  messages: z.tuple([z.object({ count: z.number().int() })]),
  shopping_lists: z.tuple([z.object({ count: z.number().int() })]),
  /** Issue 32: the customer's labels, by name. */
  labels: z.array(LabelRefSchema),
});
export type CustomerListItem = z.infer<typeof CustomerListItemSchema>;

/** The whole answer of GET /api/customers (not wrapped in `data` alone: the spec adds pagination and summary). */
export const CustomerListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(CustomerListItemSchema),
  pagination: PaginationSchema,
  /** Over every customer, not just this page: the three summary cards. */
  summary: z.object({ total: z.number().int(), active: z.number().int(), withLists: z.number().int() }),
});
export type CustomerListResponse = z.infer<typeof CustomerListResponseSchema>;

export const CustomerIdParamsSchema = z.object({ id: z.coerce.number().int().positive('ID inválido') });

/** POST /api/customers: the bot (x-bot-key) or staff find a customer by phone, creating it on first contact. */
export const NewCustomerSchema = z.object({
  phone: z
    .string({ error: 'O telefone é obrigatório' })
    .refine((v) => onlyDigits(v).length >= 10 && onlyDigits(v).length <= 15, 'Telefone inválido'),
  name: z.string().trim().max(120).optional(),
  email: z.union([z.literal(''), z.email('Email inválido')]).optional(),
});

/** The customer's row as POST /api/customers answers it: flags as 0/1, with its search text and version. */
export const CustomerRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  email_woocomerce: z.string().nullable(),
  bot_enabled: z.number().int(),
  atendimento: z.number().int(),
  seller_id: z.number().int().nullable(),
  created_at: z.string(),
  last_activity: z.string().nullable(),
  search_text: z.string(),
  version: z.number().int(),
  phone_key: z.string(),
  whatsapp_phone: z.string().nullable(),
});

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
    /** The attendant's name (issue 31: the chat's header says whose it is). */
    seller_name: string | null;
    /** Issue 32: the customer's labels, by name. */
    labels: LabelRef[];
  };
  messages: ChatMessage[];
  /** More messages exist before the first one returned. */
  has_more: boolean;
  /** The delivery of the customer's newest outgoing messages (up to 50), for the ticks already on screen. */
  deliveries: MessageDelivery[];
  /** All of the customer's messages, for the 'Mensagens (n)' tab. */
  message_count: number;
  /** The customer's lists, newest first, in the shape of GET /api/shopping-lists. */
  shoppingLists: ShoppingList[];
  /** The reader is a trainee whose conversation with this customer is blocked (spec 3 §4); null otherwise. */
  attendance_block: AttendanceBlock | null;
  /** For supervisors and admins: trainees' open blocks with this customer, each released from the page ([] for trainees). */
  open_blocks: Escalation[];
  /** Issue 32: the staff's notes in this conversation (the newest NOTES_SHOWN), oldest first. */
  notes: ChatNote[];
};

/**
 * CustomerDetail as the API documents it. A list is described by the fields that name it and
 * passed through whole: its full shape is the lists module's (GET /api/shopping-lists).
 */
export const CustomerDetailSchema = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    email_woocomerce: z.string().nullable(),
    created_at: z.string(),
    last_activity: z.string().nullable(),
    bot_enabled: z.boolean(),
    atendimento: z.boolean(),
    botPaused: z.boolean(),
    seller_id: z.number().int().nullable(),
    seller_name: z.string().nullable(),
    labels: z.array(LabelRefSchema),
  }),
  messages: z.array(ChatMessageSchema),
  has_more: z.boolean(),
  deliveries: z.array(MessageDeliverySchema),
  message_count: z.number().int(),
  shoppingLists: z.array(z.looseObject({ id: z.number().int(), name: z.string(), status: z.enum(LIST_STATUSES) })),
  attendance_block: AttendanceBlockSchema.nullable(),
  open_blocks: z.array(EscalationSchema),
  notes: z.array(ChatNoteSchema),
});

export const ToggleBotSchema = z.object({
  enabled: z.boolean({ error: 'Informe enabled (true ou false)' }),
  atendimento: z.boolean().optional(),
});

/** GET /api/users/{id}/bot-status and the answer of toggle-bot. */
export const BotStatusSchema = z.object({ bot_enabled: z.boolean(), atendimento: z.boolean() });

export const customerErrorText = {
  notFound: 'Usuário não encontrado',
  sellerNotFound: 'Atendente não encontrado',
  assignFailed: 'Erro ao atribuir chat',
  assigned: 'Chat atribuído com sucesso!',
  botKeyInvalid: 'Chave do bot inválida',
} as const;
