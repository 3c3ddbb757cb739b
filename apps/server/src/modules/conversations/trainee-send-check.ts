import { aiFeedbackText, aiText } from '@ponte/domain/ai';
import { attendanceBlockText } from '@ponte/domain/conversations';
import type { Customer } from '../../db/types';
import type { ServerContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { failSchema } from '../../lib/reply';
import type { AiLogger } from '../../integrations/ai/provider';
import type { Actor } from '../../plugins/auth';
import { checkBeforeSend } from '../ai/service';
import { findCustomerByPhone } from '../customers/service';
import { escalate, openBlockFor } from './escalations';

/** A trainee's conversation with this customer is blocked until a supervisor releases it (spec 3 §4). */
export const BLOCKED_STATUS = 423;
/** The check called the text high severity: refused, with the problems in `details`. */
export const REFUSED_STATUS = 422;

/** The two refusals, for the OpenAPI document of setText and send-admin-message. */
export const traineeSendResponses = {
  [REFUSED_STATUS]: failSchema.describe(
    "A trainee's text the AI check calls high severity: not sent, escalated; `details` holds the problems.",
  ),
  [BLOCKED_STATUS]: failSchema.describe(
    "The trainee's conversation with this customer is blocked until a supervisor releases it.",
  ),
};

/** 423 when the actor is a trainee blocked with this customer (any spelling of the number). */
export async function refuseIfBlocked(ctx: ServerContext, actor: Actor, phone: string) {
  if (await openBlockFor(ctx.db, actor, phone))
    throw new AppError(BLOCKED_STATUS, attendanceBlockText.blocked, undefined, 'attendance_blocked');
}

export type TraineeSend = {
  /** The customer when the caller knows it (send-admin-message); else found by phone. */
  customer?: Customer | null;
  phone: string;
  message: string;
  /** The body field the text came in, for `details`. */
  field: 'msg' | 'content' | 'caption';
};

/**
 * The server's side of spec 1 §4/§6, so a trainee cannot skip the screen: a send to a customer
 * the trainee is blocked with answers 423; a text the AI check calls high severity is refused
 * with 422 and escalated exactly as notify-supervisor does (which opens the block). Other
 * roles send unchecked, as before.
 */
export async function checkTraineeSend(
  ctx: ServerContext,
  actor: Actor,
  send: TraineeSend,
  log: AiLogger,
): Promise<void> {
  if (actor.role !== 'trainee') return;
  const customer =
    send.customer !== undefined ? send.customer : ((await findCustomerByPhone(ctx.db, send.phone)) ?? null);
  const phone = customer?.phone ?? send.phone;
  await refuseIfBlocked(ctx, actor, phone);

  const validation = await checkBeforeSend(ctx.db, actor, send.message, log);
  if (validation.severity !== 'high') {
    // The check takes seconds (a model's answer): another text of this trainee to this customer
    // may have opened the block meanwhile, and nothing is sent past it.
    await refuseIfBlocked(ctx, actor, phone);
    return;
  }
  await escalate(ctx, actor, {
    customer,
    phone,
    customerName: customer?.name ?? '',
    blockedMessage: send.message,
    aiFeedback: aiFeedbackText(validation),
  });
  const details: Record<string, string> = {
    [send.field]: validation.issues.join('; ') || aiText.blocked,
    severity: validation.severity,
  };
  if (validation.suggestions.length) details.suggestions = validation.suggestions.join('; ');
  if (validation.corrected_message) details.corrected_message = validation.corrected_message;
  throw new AppError(REFUSED_STATUS, aiText.sendBlocked, details, 'message_refused');
}
