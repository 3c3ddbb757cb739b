import { afterAll, beforeAll, expect } from 'vitest';
import { EVOLUTION_KEY, startEvolution, type FakeEvolution } from '../../apps/server/test/fakes/evolution';
import type { staffApi } from './staff';

/**
 * A local peer speaking Evolution API v2 stands in for WhatsApp for one spec file: Ponte is
 * pointed at it (with no bot) before the tests and the peer closes after them. `webhook` posts
 * what the gateway would, as the gateway does (no staff token).
 */
export function fakeGateway(api: ReturnType<typeof staffApi>, baseURL: string) {
  const gateway = { evo: undefined as unknown as FakeEvolution, webhook };
  beforeAll(async () => {
    gateway.evo = await startEvolution();
    const res = await api.call('PUT', '/api/evolution/settings', {
      evolution_api_enabled: true,
      evolution_api_url: gateway.evo.url,
      evolution_instance: 'ponte',
      evolution_api_key: EVOLUTION_KEY,
      webhook_chat_url: '',
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => gateway.evo?.close());

  async function webhook(body: object) {
    const res = await fetch(`${baseURL}/api/webhook/evolution`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return res;
  }
  return gateway;
}
