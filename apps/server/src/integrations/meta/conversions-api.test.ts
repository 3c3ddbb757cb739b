import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invalidParameter, META_PIXEL, META_TOKEN, startFakeMeta, type FakeMeta } from '../../../test/fakes/meta';
import { held, sendJson, startPeer } from '../../../test/fakes/http-peer';
import { ConversionsApiError, sendServerEvents, type ConversionsApiConfig } from './conversions-api';
import { hashEmail, hashPhone, toServerEvent, type ConversionInput } from './server-event';

let meta: FakeMeta;
let config: ConversionsApiConfig;
beforeAll(async () => {
  meta = await startFakeMeta();
  config = { baseUrl: meta.url, version: 'v21.0', pixelId: META_PIXEL, accessToken: META_TOKEN };
});
afterAll(() => meta.close());
beforeEach(() => meta.reset());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The error a call fails with (a call that succeeds fails the test). */
const errorOf = (call: Promise<unknown>): Promise<Error> =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (err: Error) => err,
  );

const site: ConversionInput = {
  eventName: 'PageView',
  eventId: 'pv-1',
  eventTime: '2024-05-29T16:26:40.000Z',
  source: 'website',
  email: 'Ana@Exemplo.com',
  phone: '11 98765-4321',
  fbc: 'fb.1.1717000000000.IwARabc',
  clientIpAddress: '203.0.113.1',
  clientUserAgent: 'Mozilla/5.0',
  eventSourceUrl: 'https://www.loja.test/',
};

describe('hashing (INTEGRATIONS.md §5)', () => {
  it('e-mail: SHA-256 of the trimmed lower-case text', () => {
    expect(hashEmail('  Ana@Exemplo.COM ')).toBe(sha256('ana@exemplo.com'));
  });

  it('phone: SHA-256 of the digits with the country code, added for Brazilian numbers', () => {
    expect(hashPhone('(11) 98765-4321')).toBe(sha256('5511987654321'));
    expect(hashPhone('+55 11 98765-4321')).toBe(sha256('5511987654321'));
    expect(hashPhone('+1 415 555 0100')).toBe(sha256('14155550100'));
  });

  it('fbc, fbp, IP and browser are never hashed; event_time is in seconds', () => {
    const event = toServerEvent({ ...site, fbp: 'fb.1.1717000000000.42' });
    expect(event.event_time).toBe(1717000000);
    expect(event.user_data).toMatchObject({
      fbc: site.fbc,
      fbp: 'fb.1.1717000000000.42',
      client_ip_address: '203.0.113.1',
      client_user_agent: 'Mozilla/5.0',
    });
  });

  it('a site event without the page or the browser is sent as system-generated, not as a website event', () => {
    expect(toServerEvent({ ...site, clientUserAgent: null }).action_source).toBe('system_generated');
    expect(toServerEvent({ ...site, eventSourceUrl: null })).not.toHaveProperty('event_source_url');
  });
});

describe('sendServerEvents against the Graph API peer', () => {
  it('posts { data } to /{version}/{pixel}/events with the token in the query and returns Meta’s count', async () => {
    const answer = await sendServerEvents(config, [toServerEvent(site)]);
    expect(answer).toEqual({ eventsReceived: 1, fbtraceId: 'AFakeTrace' });
    expect(meta.requests[0]).toMatchObject({
      method: 'POST',
      path: `/v21.0/${META_PIXEL}/events?access_token=${META_TOKEN}`,
    });
    expect(meta.requests[0]!.headers['content-type']).toBe('application/json');
    expect(meta.requests[0]!.json).toEqual({ data: [toServerEvent(site)] });
  });

  it('adds test_event_code only when set', async () => {
    await sendServerEvents({ ...config, testEventCode: 'TEST42' }, [toServerEvent(site)]);
    expect(meta.requests[0]!.json).toMatchObject({ test_event_code: 'TEST42' });
  });

  it('a Graph error becomes a Portuguese message with the HTTP status, code and subcode', async () => {
    meta.fail(invalidParameter);
    const err = await errorOf(sendServerEvents(config, [toServerEvent(site)]));
    expect(err).toBeInstanceOf(ConversionsApiError);
    expect((err as ConversionsApiError).message).toBe(
      'Meta recusou o evento (HTTP 400, código 100/2804019): Invalid parameter — Invalid parameter',
    );
    expect((err as ConversionsApiError).status).toBe(400);
  });

  it('a wrong token is refused (code 190) and the message never carries the token', async () => {
    const err = await errorOf(sendServerEvents({ ...config, accessToken: 'EAAwrongtoken' }, [toServerEvent(site)]));
    expect(err.message).toContain('código 190');
    expect(err.message).not.toContain('EAAwrongtoken');
  });

  it('an unreachable Graph API and a silent one are told apart', async () => {
    const down = await errorOf(sendServerEvents({ ...config, baseUrl: 'http://127.0.0.1:9' }, [toServerEvent(site)]));
    expect(down.message).toMatch(/^Falha de conexão com a Meta/);
    expect(down.message).not.toContain(META_TOKEN);

    // It answers only after the test: only the client's limit can end the call.
    const answer = held();
    const slow = await startPeer(async (_req, res) => {
      await answer.released;
      sendJson(res, 200, { events_received: 1 });
    });
    try {
      const late = await errorOf(
        sendServerEvents({ ...config, baseUrl: slow.url, timeoutMs: 50 }, [toServerEvent(site)]),
      );
      expect(late.message).toBe('A Meta não respondeu a tempo');
    } finally {
      answer.release();
      await slow.close();
    }
  });

  it('an answer that is not Graph’s, or counts fewer events than sent, is an error', async () => {
    const odd = await startPeer((req, res) =>
      req.path.startsWith('/html') ? sendJson(res, 200, '<html>') : sendJson(res, 200, { events_received: 0 }),
    );
    try {
      await expect(sendServerEvents({ ...config, baseUrl: `${odd.url}/html` }, [toServerEvent(site)])).rejects.toThrow(
        'Resposta da Meta fora do formato esperado',
      );
      await expect(sendServerEvents({ ...config, baseUrl: odd.url }, [toServerEvent(site)])).rejects.toThrow(
        'A Meta recebeu 0 de 1 eventos',
      );
    } finally {
      await odd.close();
    }
  });
});
