/* Appmax's notifications: what one says, and Appmax's own word that an order is paid. */
import { type AppmaxClient } from './appmax-client';
import { CANCELLED_EVENTS, CANCELLED_STATUSES, isPaidStatus, PAID_EVENTS, PAID_STATUSES } from './appmax-provider';

export type AppmaxNotification = { orderId: string; event: string; status: string; paid: boolean; cancelled: boolean };

/**
 * Reads Appmax's order notification `{event, event_type, data: {id, status, …}}`. `event` may
 * carry extra parts after a pipe ('OrderPaid|…'); the first names it. A cancelling event or
 * status wins over a paying one, so contradictory input is never read as paid. Null when the
 * body names no order.
 */
export function parseAppmaxNotification(body: unknown): AppmaxNotification | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { event?: unknown; data?: unknown };
  const data = (typeof b.data === 'object' && b.data !== null ? b.data : {}) as {
    id?: unknown;
    order_id?: unknown;
    status?: unknown;
  };
  const rawId = data.id ?? data.order_id;
  const orderId =
    typeof rawId === 'number' && Number.isInteger(rawId)
      ? String(rawId)
      : typeof rawId === 'string' && /^\d+$/.test(rawId.trim())
        ? rawId.trim()
        : null;
  if (!orderId) return null;
  const event = typeof b.event === 'string' ? (b.event.split('|')[0] ?? '').trim() : '';
  const status = typeof data.status === 'string' ? data.status.trim().toLowerCase() : '';
  const cancelled = CANCELLED_STATUSES.has(status) || CANCELLED_EVENTS.has(event);
  const paid = !cancelled && (PAID_STATUSES.has(status) || PAID_EVENTS.has(event));
  return { orderId, event, status, paid, cancelled };
}

/**
 * Appmax notifications are not signed: before trusting one, Ponte reads the order back with
 * GET /order/{id}. True when its status is paid (`aprovado`/`integrado`). Errors propagate as
 * AppmaxError so the caller can retry instead of reading "not paid".
 */
export async function confirmOrderPaid(client: AppmaxClient, orderId: string | number): Promise<boolean> {
  const order = await client.getOrder(orderId);
  return isPaidStatus(order.status);
}
