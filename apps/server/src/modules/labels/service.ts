import { foldText } from '@ponte/domain/search';
import { labelText, type Label, type LabelBody, type LabelRef } from '@ponte/domain/labels';
import { nowIso, toCount, type Db, type Tx } from '../../db';
import type { ServerContext } from '../../lib/context';
import { AppError, isForeignKeyViolation, isUniqueViolation, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder, recordedChange } from '../logs/service';
import * as q from './queries';

const recordLabel = activityRecorder('label');

export async function listLabels(db: Db): Promise<Label[]> {
  return (await q.labelRows(db)).map((r) => ({
    id: r.id,
    name: r.name,
    color: r.color,
    customers: toCount(r.customers),
  }));
}

/** Each customer's labels, by name; a customer without any is absent (the lists' cards, the detail). */
export async function labelsOf(db: Db, customerIds: readonly number[]): Promise<Map<number, LabelRef[]>> {
  const byCustomer = new Map<number, LabelRef[]>();
  if (customerIds.length === 0) return byCustomer;
  for (const r of await q.labelsOfCustomers(db, customerIds)) {
    const list = byCustomer.get(r.customer_id) ?? byCustomer.set(r.customer_id, []).get(r.customer_id)!;
    list.push({ id: r.id, name: r.name, color: r.color });
  }
  return byCustomer;
}

const nameTaken = (name: string) => {
  const message = labelText.nameTaken.replace('{name}', name);
  return new AppError(409, message, { name: message }, 'label_name_taken');
};

async function answer(db: Db, id: number): Promise<Label> {
  const label = (await listLabels(db)).find((l) => l.id === id);
  if (!label) throw notFound(labelText.notFound);
  return label;
}

export async function createLabel(ctx: ServerContext, actor: Actor, body: LabelBody, ip?: string) {
  const now = nowIso();
  const row = await q.insertLabel(ctx.db, {
    name: body.name,
    name_key: foldText(body.name),
    color: body.color,
    created_at: now,
    updated_at: now,
  });
  if (!row) throw nameTaken(body.name);
  await recordLabel(ctx.db, actor.id, 'create', row.id, body, ip);
  return answer(ctx.db, row.id);
}

/** A rename or a new colour shows on every card carrying the label, live. */
export async function updateLabel(ctx: ServerContext, actor: Actor, id: number, body: LabelBody, ip?: string) {
  try {
    await recordedChange(
      ctx.db,
      { userId: actor.id, action: 'update', entityType: 'label', entityId: id, details: body, ip },
      (tx: Tx) =>
        q.updateLabel(tx, id, {
          name: body.name,
          name_key: foldText(body.name),
          color: body.color,
          updated_at: nowIso(),
        }),
      labelText.notFound,
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name);
    throw err;
  }
  ctx.realtime.toStaff('labels:changed', { label_id: id });
  return answer(ctx.db, id);
}

/** The label leaves every customer carrying it (ON DELETE CASCADE). */
export async function deleteLabel(ctx: ServerContext, actor: Actor, id: number, ip?: string) {
  await recordedChange(
    ctx.db,
    {
      userId: actor.id,
      action: 'delete',
      entityType: 'label',
      entityId: id,
      details: (row) => ({ name: row.name }),
      ip,
    },
    (tx: Tx) => q.deleteLabel(tx, id),
    labelText.notFound,
  );
  ctx.realtime.toStaff('labels:changed', { label_id: id });
}

/** A label of the catalogue as the cards show it, or undefined. */
export const findLabelRef = (db: Db, id: number): Promise<LabelRef | undefined> => q.findLabel(db, id);

/**
 * Puts a label on a customer or takes it off, in one statement that changes nothing when it is
 * already so (two staff adding the same label leave one row). True when something changed.
 */
export async function putCustomerLabel(
  db: Db,
  change: { customerId: number; labelId: number; on: boolean; actorId: number },
): Promise<boolean> {
  if (!change.on) return !!(await q.removeCustomerLabel(db, change.customerId, change.labelId));
  try {
    return !!(await q.addCustomerLabel(db, {
      customer_id: change.customerId,
      label_id: change.labelId,
      created_by: change.actorId,
      created_at: nowIso(),
    }));
  } catch (err) {
    // The label or the customer was deleted since it was read.
    if (isForeignKeyViolation(err)) throw notFound(labelText.notFound);
    throw err;
  }
}

/**
 * What a screen holding labels must read again after: the catalogue's size and newest change (a
 * rename, a colour, a new label or a deleted one each move it). Part of the chat poll's ETag.
 */
export async function labelsRevision(db: Db): Promise<string> {
  const row = await q.catalogueRevision(db);
  return `${toCount(row.n)}.${row.newest ?? ''}`;
}

/** Issue 33, erasure: the customer's labels go. */
export async function removeAllLabelsOf(db: Db | Tx, customerId: number): Promise<void> {
  await q.removeLabelsOf(db, customerId);
}
