import type { Db, Tx } from '../../db';
import { eraseEscalations, eraseMessageContents, mediaContentsOf } from './queries';

/**
 * Issue 33, erasure: every message of the customer stays as an entry (when, which way, by whom:
 * the conversation's statistics) with its words replaced by `note`; trainees' blocks with the
 * customer likewise. Answers the files the messages held ('/uploads/…'), to delete once the
 * transaction is committed.
 */
export async function eraseConversation(db: Db | Tx, customerId: number, note: string): Promise<string[]> {
  const files = (await mediaContentsOf(db, customerId)).map((m) => m.content.split(';')[0]!);
  await eraseMessageContents(db, customerId, note);
  await eraseEscalations(db, customerId, note);
  return files;
}
