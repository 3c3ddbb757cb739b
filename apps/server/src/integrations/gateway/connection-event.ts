import {
  EvolutionConnectionDataSchema,
  EvolutionQrcodeDataSchema,
  normalEventName,
  type EvolutionWebhook,
  type GatewayConnectionState,
} from '@ponte/domain/gateway';

/**
 * What a `connection.update` or `qrcode.updated` says of the WhatsApp session. Evolution sends
 * 'close' only when it gives up reconnecting (logged out), 'refused' when the QR code limit is
 * reached; 'connecting' says nothing new (it precedes both 'open' and a QR code) and is skipped.
 */
export function reportedConnectionState(event: EvolutionWebhook): GatewayConnectionState | null {
  const name = normalEventName(event.event);
  if (name === 'qrcode.updated') {
    const data = EvolutionQrcodeDataSchema.safeParse(event.data);
    if (!data.success) return null;
    // Without a QR code the event only says its limit was reached: the session is closed.
    return data.data.qrcode ? 'qrcode' : 'close';
  }
  const data = EvolutionConnectionDataSchema.safeParse(event.data);
  const state = data.success ? data.data.state : null;
  if (state === 'open') return 'open';
  if (state === 'close' || state === 'refused') return 'close';
  return null;
}
