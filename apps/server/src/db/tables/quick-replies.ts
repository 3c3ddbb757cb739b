import type { Generated } from 'kysely';

/** A 'Resposta rápida' (migration 0061): shared when owner_id is null, else one staff member's own. */
export type QuickReplyTable = {
  id: Generated<number>;
  /** Kept without the '/' and in lower case; unique among the shared ones and among each owner's. */
  shortcut: string;
  content: string;
  /** foldText of the shortcut and the content: what the search reads. */
  search_text: string;
  owner_id: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};

/** One use of a reply: who chose it, for which customer, when (the statistics count these). */
export type QuickReplyUseTable = {
  id: Generated<number>;
  quick_reply_id: number;
  staff_id: number | null;
  customer_id: number | null;
  used_at: string;
};
