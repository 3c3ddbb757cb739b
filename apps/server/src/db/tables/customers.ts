import type { Generated, Selectable } from 'kysely';

// Customers and their WhatsApp conversations: messages, read marks, trainee escalations.

export type CustomerTable = {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string | null;
  email_woocomerce: string | null;
  bot_enabled: Generated<number>;
  atendimento: Generated<number>;
  seller_id: number | null;
  created_at: string;
  last_activity: string | null;
  search_text: Generated<string>;
  version: Generated<number>;
  /** One per person (unique): phoneKey() of the phone, a Brazilian mobile always with its ninth digit. */
  phone_key: string;
  /** The number as WhatsApp last wrote it (its JID's digits): replies go there. */
  whatsapp_phone: Generated<string | null>;
};

export type MessageTable = {
  id: Generated<number>;
  customer_id: number;
  content: string;
  direction: 'incoming' | 'outgoing';
  sender_id: number | null;
  /** The gateway's message id (WhatsApp key id), incoming or sent through Ponte; unique where set. */
  external_id: string | null;
  /** The send's own result ('sending' while a retry is under way); receipts live in message_receipts. */
  status: Generated<'received' | 'sending' | 'sent' | 'failed' | 'not_configured' | 'recorded'>;
  /** When a retry took the message ('sending'); an old one never finished (migration 0060). */
  sending_at: Generated<string | null>;
  created_at: string;
  /** The WhatsApp id (stanzaId) of the message this one replies to, and that message's text. */
  quoted_external_id: Generated<string | null>;
  quoted_content: Generated<string | null>;
  /** 'phone': typed on the shop's own phone (the gateway's echo), not by the bot (migration 0059). */
  origin: Generated<'phone' | null>;
  /** foldText(content), written with the message: what the top bar's search reads (migration 0033). */
  search_text: Generated<string>;
};

/** WhatsApp's newest receipt of a message the shop sent, by gateway id (migration 0058). */
export type MessageReceiptTable = {
  external_id: string;
  /** RECEIPT_STATUSES' index plus one: failed 1, sent 2, delivered 3, read 4. */
  rank: number;
  updated_at: string;
};

export type ConversationReadTable = {
  staff_id: number;
  customer_id: number;
  last_read_message_id: number;
  updated_at: string;
};

export type EscalationTable = {
  id: Generated<number>;
  trainee_id: number;
  customer_id: number | null;
  customer_phone: string;
  customer_name: string;
  blocked_message: string;
  ai_feedback: string;
  created_at: string;
  /** When the block was released (or, before blocks existed, superseded). */
  resolved_at: string | null;
  /** The supervisor or admin who released it. */
  released_by: number | null;
};

/** A customer's question and the first staff reply to it (migration 0019): the response-time statistics. */
export type ChatResponseTable = {
  id: Generated<number>;
  customer_id: number;
  /** The first customer message after the previous staff reply; unique, so it is answered once. */
  question_message_id: number;
  answer_message_id: number;
  staff_id: number | null;
  asked_at: string;
  answered_at: string;
  response_seconds: number;
};

/**
 * The shop days a customer had messages (migration 0050): sender 0 for any message, else each staff
 * writer; negative senders are the chains of migration 0055 (CHAT_CHAIN).
 */
export type ChatDayTable = {
  day: string;
  customer_id: number;
  sender_id: number;
  /** The customer's previous day with this sender ('': none), kept by triggers on chat_days. */
  prev_day: Generated<string>;
  /** Sender 0 rows: the customer's chat state now, 0 closed (the bot has it), 1 active, 2 pending. */
  state: Generated<number>;
};

/** A hand-back to the bot and the chat's first customer message since the previous one (migration 0056). */
export type ChatResolutionTable = { id: number; customer_id: number; resolved_at: string; opened_at: string | null };

/** Resolutions per shop day of the hand-back and tenth of a minute (migration 0056). */
export type ChatResolutionDailyTable = { day: string; tenth: number; resolved: number; seconds: number };

/** chat_resolution_daily per calendar month ('YYYY-MM'). */
export type ChatResolutionMonthlyTable = Omit<ChatResolutionDailyTable, 'day'> & { month: string };

/** Customers registered per shop day (migration 0054), folded from the pending changes. */
export type CustomerDayTable = { day: string; n: number };

/** A change to customer_days not folded yet: appended by triggers on customers. */
export type CustomerDayPendingTable = { id: Generated<number>; day: string; delta: number };

/** chat_days as counts per cell (migration 0053, db/chat-day-counts.ts), folded from the pending changes. */
export type ChatDayCountTable = {
  grain: number;
  sender_id: number;
  day: string;
  prev: string;
  state: number;
  n: number;
};

/** A change to chat_day_counts not folded yet: appended by triggers on chat_days. */
export type ChatDayCountPendingTable = Omit<ChatDayCountTable, 'n'> & { id: Generated<number>; delta: number };

/** Answered questions per shop day, staff member (0: none), distribution band and tenth of a minute (migration 0050). */
export type ChatResponseDailyTable = {
  day: string;
  staff_id: number;
  band: number;
  tenth: number;
  answered: number;
  seconds: number;
};

/** chat_response_daily per calendar month ('YYYY-MM'): the months a period holds whole (migration 0050). */
export type ChatResponseMonthlyTable = Omit<ChatResponseDailyTable, 'day'> & { month: string };

/** A chat passed from one attendant to another (the 'transferred' status of the chat statistics). */
export type ChatTransferTable = {
  id: Generated<number>;
  customer_id: number;
  from_staff_id: number | null;
  to_staff_id: number | null;
  transferred_by: number | null;
  created_at: string;
};

/** A chat given to a staff member (migration 0044): the bell's 'chat_assigned' items. */
export type ChatAssignmentTable = {
  id: Generated<number>;
  customer_id: number;
  staff_id: number;
  /** Who gave it: the staff member themselves when they took it (the bell leaves those out). */
  assigned_by: number | null;
  created_at: string;
};

export type Customer = Selectable<CustomerTable>;
