import { notifications } from '@mantine/notifications';
import {
  GATEWAY_CONNECTION_EVENT,
  isConnectionWarning,
  type GatewayConnectionEvent,
} from '@ponte/domain/gateway-connection';
import type { RealtimeSocket } from '../../../lib/socket';
import { connectionStatusText } from './gateway-connection-status';

export const CONNECTION_TOAST_ID = 'gateway-connection';
export const DISCONNECTED_TITLE = 'WhatsApp desconectado';

/** 'gateway:connection' (sent to admins only): the WhatsApp connection state changed. */
export function listenToGatewayConnection(
  socket: RealtimeSocket,
  onChange: (event: GatewayConnectionEvent) => void,
): () => void {
  // A state never reported (null) changes nothing on screen.
  const listener = (event: GatewayConnectionEvent) => {
    if (typeof event.state === 'string') onChange(event);
  };
  socket.on(GATEWAY_CONNECTION_EVENT, listener);
  return () => void socket.off(GATEWAY_CONNECTION_EVENT, listener);
}

/** A disconnection stays on screen until read or reconnected; reconnecting replaces it with a short note. */
export function showConnectionToast(event: GatewayConnectionEvent) {
  notifications.hide(CONNECTION_TOAST_ID);
  const instance = event.instance ? ` (instância ${event.instance})` : '';
  if (isConnectionWarning(event.state)) {
    notifications.show({
      id: CONNECTION_TOAST_ID,
      color: 'red',
      title: DISCONNECTED_TITLE,
      message: `${connectionStatusText(event)}${instance}`,
      autoClose: false,
    });
  } else if (event.state === 'open') {
    notifications.show({
      id: CONNECTION_TOAST_ID,
      color: 'green',
      title: 'WhatsApp conectado',
      message: `Conectado${instance}`,
      autoClose: 5000,
    });
  }
}
