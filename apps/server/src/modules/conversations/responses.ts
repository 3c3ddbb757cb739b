import { openSecondsBetween } from '@ponte/domain/business-hours';
import type { Db } from '../../db';
import { businessHours } from '../settings/service';
import { insertChatResponse, openQuestionBefore } from './queries';

/**
 * A staff reply answers the customer's oldest unanswered message: the pair is kept with the
 * minutes between them, which the chat statistics average (docs/0020). Bot and phone replies
 * (no sender) answer nothing. With opening hours set, only open hours count (docs/0066): a
 * question left overnight is not a night's wait.
 */
export async function recordStaffReply(
  db: Db,
  reply: { id: number; customer_id: number; sender_id: number | null; created_at: string },
) {
  if (reply.sender_id == null) return;
  const question = await openQuestionBefore(db, reply.customer_id, reply.id);
  if (!question) return;
  await insertChatResponse(db, {
    customer_id: reply.customer_id,
    question_message_id: question.id,
    answer_message_id: reply.id,
    staff_id: reply.sender_id,
    asked_at: question.created_at,
    answered_at: reply.created_at,
    response_seconds: openSecondsBetween(await businessHours(db), question.created_at, reply.created_at),
  });
}
