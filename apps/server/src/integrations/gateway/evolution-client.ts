import { GatewayError, type ConnectionState, type GatewayConfig, type MessageGateway } from './types';

const TIMEOUT_MS = 15_000;

/** Evolution API v2: `apikey` header, flat `{ number, text }` bodies. */
export class EvolutionClient implements MessageGateway {
  constructor(private config: GatewayConfig) {}

  private url(path: string) {
    return `${this.config.url.replace(/\/+$/, '')}${path}/${encodeURIComponent(this.config.instance)}`;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let res: Response;
    try {
      res = await fetch(this.url(path), {
        method,
        headers: { apikey: this.config.apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new GatewayError(`Gateway inacessível: ${(err as Error).message}`);
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

  async sendText(phone: string, text: string) {
    const sent = await this.call('POST', '/message/sendText', { number: phone, text });
    const key = sent?.['key'] as { id?: string } | undefined;
    return { id: key?.id ?? null };
  }

  async connectionState(): Promise<ConnectionState> {
    const body = await this.call('GET', '/instance/connectionState');
    const state = (body?.['instance'] as { state?: string } | undefined)?.state ?? (body?.['state'] as string | undefined);
    return state === 'open' || state === 'connecting' ? state : 'close';
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
