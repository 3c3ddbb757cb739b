import {
  attendanceBlockText,
  type AttendanceBlock,
  type Escalation,
  type NotifySupervisor,
} from '@ponte/domain/conversations';
import { onlyDigits, phoneSpellings } from '@ponte/domain/phone';
import { nowIso } from '../../db';
import type { Db } from '../../db';
import type { Customer } from '../../db/types';
import type { ServerContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { findCustomerByPhone, touchCustomer } from '../customers/service';
import {
  escalationById,
  findOpenEscalation,
  insertOpenEscalation,
  escalationsSince,
  maxEscalationId,
  listOpenEscalations as openRows,
  openEscalationsOfCustomer,
  markEscalationReleased,
} from './queries';

const recordChat = activityRecorder('chat');

/** Supervisors and admins receive escalations and release blocks. */
const SUPERVISORS = ['operador', 'admin'] as const;
const OPEN_LIST_LIMIT = 200;

const toEscalation = (row: NonNullable<Awaited<ReturnType<typeof escalationById>>>): Escalation => ({ ...row });

export type EscalationInput = {
  customer: Pick<Customer, 'id' | 'name' | 'phone'> | null;
  phone: string;
  customerName: string;
  blockedMessage: string;
  aiFeedback: string;
};

/**
 * Records a trainee's blocked message and pushes it to supervisors and admins; the open row
 * blocks that trainee's conversation with the customer. Both the screen's notify-supervisor
 * call and the server's own check on send come here. While a block is open a second one is
 * not opened: the open one is returned.
 */
export async function escalate(ctx: ServerContext, actor: Actor, input: EscalationInput): Promise<Escalation> {
  const phone = input.customer?.phone ?? onlyDigits(input.phone);
  const created = await ctx.db.transaction().execute(async (tx) => {
    const row = await insertOpenEscalation(tx, {
      trainee_id: actor.id,
      customer_id: input.customer?.id ?? null,
      customer_phone: phone,
      customer_name: input.customerName || input.customer?.name || '',
      blocked_message: input.blockedMessage,
      ai_feedback: input.aiFeedback,
      created_at: nowIso(),
      resolved_at: null,
      released_by: null,
    });
    if (!row) return null;
    // The customer's version is the chat poll's ETag: the blocked trainee's screen must read again.
    if (input.customer) await touchCustomer(tx, input.customer.id);
    await recordChat(tx, actor.id, 'create', input.customer?.id ?? null, { escalation_id: row.id });
    return row;
  });
  if (!created) {
    const open = await findOpenEscalation(ctx.db, actor.id, [phone]);
    // Released between the insert and this read: the blocked message opens a new block.
    if (!open) return escalate(ctx, actor, input);
    return toEscalation((await escalationById(ctx.db, open.id))!);
  }
  const escalation = toEscalation((await escalationById(ctx.db, created.id))!);
  ctx.realtime.toRoles([...SUPERVISORS], 'escalation', escalation);
  return escalation;
}

/** The trainee's open block with this customer, or null. Only trainees are ever blocked. */
export async function openBlockFor(db: Db, actor: Actor, phone: string): Promise<AttendanceBlock | null> {
  if (actor.role !== 'trainee') return null;
  // Any spelling (with or without 55 or a mobile's ninth digit): none slips past a block.
  const open = await findOpenEscalation(db, actor.id, phoneSpellings(phone));
  return open ? { escalation_id: open.id, blocked_message: open.blocked_message, created_at: open.created_at } : null;
}

/**
 * The open blocks with this customer, for those who may release them (supervisors and admins;
 * none for trainees): the customer's page shows each with 'Liberar atendimento'.
 */
export async function openBlocksOf(db: Db, reader: Actor, customer: Pick<Customer, 'id' | 'phone'>) {
  if (!receivesEscalations(reader)) return [];
  return (await openEscalationsOfCustomer(db, customer.id, phoneSpellings(customer.phone))).map(toEscalation);
}

/** Who is told of escalations (the 'escalation' event, the bell). */
export const receivesEscalations = (actor: Pick<Actor, 'role'>) =>
  (SUPERVISORS as readonly string[]).includes(actor.role);

/** The escalations of the bell: opened since `since`, for those who receive them, none for others. */
export const recentEscalations = async (db: Db, actor: Actor, since: string, limit: number): Promise<Escalation[]> =>
  receivesEscalations(actor) ? (await escalationsSince(db, since, limit)).map(toEscalation) : [];

/** The newest escalation's id, for those who receive them (0 for others): the bell's ETag moves with it. */
export const newestEscalationId = async (db: Db, actor: Actor) =>
  receivesEscalations(actor) ? maxEscalationId(db) : 0;

export const listOpenEscalations = async (db: Db): Promise<Escalation[]> =>
  (await openRows(db, OPEN_LIST_LIMIT)).map(toEscalation);

/**
 * A supervisor or an admin lets the trainee write to the customer again. The conditional update
 * makes it happen once: a second release answers 409. The trainee's screen hears it at once.
 */
export async function releaseEscalation(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  ip?: string,
): Promise<Escalation> {
  const released = await ctx.db.transaction().execute(async (tx) => {
    const row = await markEscalationReleased(tx, id, actor.id, nowIso());
    if (!row) return null;
    if (row.customer_id) await touchCustomer(tx, row.customer_id);
    const details = { escalation_id: row.id, released: true, trainee_id: row.trainee_id };
    await recordChat(tx, actor.id, 'update', row.customer_id, details, ip);
    return row;
  });
  if (!released) {
    throw (await escalationById(ctx.db, id))
      ? conflict(attendanceBlockText.alreadyReleased, 'block_already_released')
      : notFound(attendanceBlockText.notFound);
  }
  const escalation = toEscalation((await escalationById(ctx.db, id))!);
  ctx.realtime.toRoles([...SUPERVISORS], 'escalation:released', escalation);
  ctx.realtime.toUser(escalation.trainee_id, 'escalation:released', escalation);
  if (escalation.customer_id) ctx.realtime.toStaff('chat:updated', { userId: escalation.customer_id });
  return escalation;
}

/** A trainee's blocked message reaches every supervisor (and admin) at once, is kept, and blocks that conversation. */
export async function notifySupervisors(ctx: ServerContext, actor: Actor, input: NotifySupervisor) {
  const customer = (await findCustomerByPhone(ctx.db, input.customer_phone)) ?? null;
  return escalate(ctx, actor, {
    customer,
    phone: input.customer_phone,
    customerName: input.customer_name,
    blockedMessage: input.blocked_message,
    aiFeedback: input.ai_feedback,
  });
}
