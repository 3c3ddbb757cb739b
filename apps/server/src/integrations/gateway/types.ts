export type GatewayConfig = {
  enabled: boolean;
  url: string;
  instance: string;
  apiKey: string;
};

export type ConnectionState = 'open' | 'connecting' | 'close';

/** The WhatsApp gateway as Ponte uses it. */
export interface MessageGateway {
  sendText(phone: string, text: string): Promise<{ id: string | null }>;
  connectionState(): Promise<ConnectionState>;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const isGatewayConfigured = (c: GatewayConfig) => c.enabled && !!c.url && !!c.instance && !!c.apiKey;
