// The WhatsApp connection state the gateway reports, apart from the schemas: zod-free, so the staff shell loads without zod
// (issue 17, docs/0030).

/**
 * The WhatsApp connection as the gateway last reported it: 'close' (logged out), 'qrcode'
 * (waiting for the QR code to be read), 'open'; null before any report.
 */
export const GATEWAY_CONNECTION_STATES = ['open', 'close', 'qrcode'] as const;
export type GatewayConnectionState = (typeof GATEWAY_CONNECTION_STATES)[number];
export type GatewayConnectionStatus = { state: GatewayConnectionState | null; since: string | null };
export const isConnectionWarning = (state: GatewayConnectionState | null) => state === 'close' || state === 'qrcode';

/** Socket event to admins when the reported connection state changes. */
export const GATEWAY_CONNECTION_EVENT = 'gateway:connection';
export type GatewayConnectionEvent = GatewayConnectionStatus & { instance: string | null };
