import { sendMediaBody, sendTextBody, type MediaSend, type QuotedSend } from '@ponte/domain/gateway';
import { GatewayError, type ConnectionState, type GatewayConfig, type MessageGateway } from './types';
import { fetchFailureText } from '../../lib/failure-text';

const TIMEOUT_MS = 15_000;

/**
 * Evolution API: `apikey` header; text bodies in the configured generation's shape (2.x flat
 * `{ number, text }`, 1.x `{ number, textMessage: { text } }`).
 */
export class EvolutionClient implements MessageGateway {
  constructor(private config: GatewayConfig) {}

  private url(path: string, perInstance: boolean) {
    const base = `${this.config.url.replace(/\/+$/, '')}${path}`;
    return perInstance ? `${base}/${encodeURIComponent(this.config.instance)}` : base;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, perInstance = true) {
    let res: Response;
    try {
      res = await fetch(this.url(path, perInstance), {
        method,
        headers: { apikey: this.config.apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new GatewayError(fetchFailureText(err, 'Gateway do WhatsApp'));
    }
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // a non-JSON answer (proxy error page) is reported by status below
    }
    if (!res.ok) throw new GatewayError(errorMessage(res.status, json), res.status);
    return json as Record<string, unknown> | undefined;
  }

  async sendText(phone: string, text: string, quoted?: QuotedSend) {
    const sent = await this.call('POST', '/message/sendText', sendTextBody(this.config.version, phone, text, quoted));
    const key = sent?.['key'] as { id?: string } | undefined;
    return { id: key?.id ?? null };
  }

  async sendMedia(phone: string, media: MediaSend) {
    const sent = await this.call('POST', '/message/sendMedia', sendMediaBody(this.config.version, phone, media));
    const key = sent?.['key'] as { id?: string } | undefined;
    return { id: key?.id ?? null };
  }

  async connectionState(): Promise<ConnectionState> {
    const body = await this.call('GET', '/instance/connectionState');
    const state =
      (body?.['instance'] as { state?: string } | undefined)?.state ?? (body?.['state'] as string | undefined);
    return state === 'open' || state === 'connecting' ? state : 'close';
  }

  /** Both 1.8 and 2.x answer `GET /` with `{ status, message, version, … }`. */
  async serverVersion(): Promise<string | null> {
    const body = await this.call('GET', '/', undefined, false);
    const version = body?.['version'];
    return typeof version === 'string' && version.trim() ? version.trim() : null;
  }
}

/** Evolution errors: `{ status, error, response: { message: [...] } }`. */
function errorMessage(status: number, body: unknown): string {
  const messages = (body as { response?: { message?: unknown } } | undefined)?.response?.message;
  const first = Array.isArray(messages) ? messages[0] : messages;
  if (first && typeof first === 'object' && (first as { exists?: boolean }).exists === false) {
    return 'Número não está no WhatsApp';
  }
  if (status === 401) return 'Chave da API do gateway inválida';
  if (status === 404) return typeof first === 'string' ? first : 'Instância não encontrada';
  return typeof first === 'string' ? first : `Gateway respondeu ${status}`;
}
