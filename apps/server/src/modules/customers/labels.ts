import { labelText, type CustomerLabels } from '@ponte/domain/labels';
import type { ServerContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { findLabelRef, labelsOf, putCustomerLabel } from '../labels/service';
import { activityRecorder } from '../logs/service';
import { requireCustomer, touchCustomer } from './service';

const recordCustomer = activityRecorder('customer');

/**
 * Issue 32: a label put on a customer or taken off, by any staff member. Only a change is logged,
 * moves the chat poll's version and is heard by everyone looking ('chat:updated'), so the lists,
 * the cards and the open chat show it at once.
 */
export async function labelCustomer(
  ctx: ServerContext,
  actor: Actor,
  customerId: number,
  labelId: number,
  on: boolean,
): Promise<CustomerLabels> {
  await requireCustomer(ctx.db, customerId);
  const label = await findLabelRef(ctx.db, labelId);
  if (!label) throw notFound(labelText.notFound);
  if (await putCustomerLabel(ctx.db, { customerId, labelId, on, actorId: actor.id })) {
    await touchCustomer(ctx.db, customerId);
    const details = on ? { label_added: label.name } : { label_removed: label.name };
    await recordCustomer(ctx.db, actor.id, 'update', customerId, details);
    ctx.realtime.toStaff('chat:updated', { userId: customerId });
  }
  return { customer_id: customerId, labels: (await labelsOf(ctx.db, [customerId])).get(customerId) ?? [] };
}
