import {
  GATEWAY_CONNECTION_EVENT,
  isConnectionWarning,
  type EvolutionWebhook,
  type GatewayConnectionEvent,
  type GatewayConnectionState,
} from '@ponte/domain/gateway';
import { nowIso } from '../../db';
import { reportedConnectionState } from '../../integrations/gateway/connection-event';
import type { ServerContext } from '../../lib/context';
import { saveStateIfChanged } from '../settings/service';
import { writeGatewayLog } from './queries';

const warningText = {
  close: 'WhatsApp desconectado: leia o QR code da instância na Evolution para reconectar',
  qrcode: 'WhatsApp aguardando leitura do QR code',
} as const satisfies Record<Exclude<GatewayConnectionState, 'open'>, string>;

/**
 * Keeps the last reported state and since when; on a change, admins hear of it at once
 * (toast, /evolution status) and a warning goes to the gateway log. Repeats (a new QR code
 * every few seconds) change nothing.
 */
export async function handleConnectionEvent(ctx: ServerContext, event: EvolutionWebhook) {
  const state = reportedConnectionState(event);
  if (!state) return { stored: 0, duplicates: 0, ignored: 1 };
  const at = nowIso();
  const instance = event.instance ?? null;
  const changed = await ctx.db.transaction().execute(async (tx) => {
    if (!(await saveStateIfChanged(tx, 'evolution_connection_state', 'evolution_connection_since', state, at)))
      return false;
    if (isConnectionWarning(state)) {
      await writeGatewayLog(tx, {
        direction: 'incoming',
        status: 'error',
        phone: '',
        message: event.event,
        error: warningText[state as keyof typeof warningText],
        instance,
      });
    }
    return true;
  });
  if (changed) {
    const payload: GatewayConnectionEvent = { state, since: at, instance };
    ctx.realtime.toRoles(['admin'], GATEWAY_CONNECTION_EVENT, payload);
  }
  return { stored: 0, duplicates: 0, ignored: 0 };
}
