import type { EvolutionApiVersion, MediaSend, QuotedSend } from '@ponte/domain/gateway';

export type GatewayConfig = {
  enabled: boolean;
  url: string;
  instance: string;
  apiKey: string;
  /** Which body shape sendText takes: 1.x `{ number, textMessage: { text } }`, 2.x `{ number, text }`. */
  version: EvolutionApiVersion;
};

export type ConnectionState = 'open' | 'connecting' | 'close';

/** The WhatsApp gateway as Ponte uses it. */
export interface MessageGateway {
  /** `id`: the gateway's message id (`key.id`), which its webhook echo carries too. */
  /** `quoted`: the WhatsApp message this text replies to. */
  sendText(phone: string, text: string, quoted?: QuotedSend): Promise<{ id: string | null }>;
  /** A file (image, document or audio) with its caption. */
  sendMedia(phone: string, media: MediaSend): Promise<{ id: string | null }>;
  connectionState(): Promise<ConnectionState>;
  /** The version the gateway reports at `GET /` ('2.3.6'), null when it does not say. */
  serverVersion(): Promise<string | null>;
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
