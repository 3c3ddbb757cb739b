import type { Generated } from 'kysely';

/** A staff note in a customer's conversation (migration 0063): never a message, never sent. */
export type ChatNoteTable = {
  id: Generated<number>;
  customer_id: number;
  author_id: number | null;
  content: string;
  created_at: string;
};

/** A colleague a note names with '@': the bell's 'note_mention' items. */
export type ChatNoteMentionTable = {
  note_id: number;
  staff_id: number;
};
