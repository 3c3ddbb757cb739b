import type { Generated } from 'kysely';

/** A satisfaction survey (migration 0064): asked when an attendance ends, answered 1 to 5. */
export type CsatSurveyTable = {
  id: Generated<number>;
  customer_id: number;
  /** Who attended: the chat's attendant when it ended, else whoever ended it. */
  staff_id: number | null;
  /** 'pending' until answered; 'superseded' when a newer survey of the customer was asked. */
  status: Generated<'pending' | 'answered' | 'superseded'>;
  asked_at: string;
  expires_at: string;
  rating: number | null;
  comment: string | null;
  answered_at: string | null;
};
