import { sendJson, startPeer } from './http-peer';

export const EVOLUTION_KEY = 'evo-global-key-123';

/**
 * Speaks Evolution API v2 as INTEGRATIONS.md describes: `apikey` header (401 otherwise),
 * POST /message/sendText/{instance} {number, text} → 201 with key.id, GET
 * /instance/connectionState/{instance}, 404 for an unknown instance, and the error envelope.
 */
export async function startEvolution(opts: { instance?: string; state?: 'open' | 'connecting' | 'close' } = {}) {
  const instance = opts.instance ?? 'ponte';
  const control = { state: opts.state ?? 'open', notOnWhatsApp: new Set<string>(), sent: 0 };
  const peer = await startPeer((req, res) => {
    if (req.headers['apikey'] !== EVOLUTION_KEY) return sendJson(res, 401, { status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } });
    const [, group, action, name] = req.path.split('/');
    if (decodeURIComponent(name ?? '') !== instance) {
      return sendJson(res, 404, { status: 404, error: 'Not Found', response: { message: [`The "${name}" instance does not exist`] } });
    }
    if (req.method === 'GET' && group === 'instance' && action === 'connectionState') {
      return sendJson(res, 200, { instance: { instanceName: instance, state: control.state } });
    }
    if (req.method === 'POST' && group === 'message' && action === 'sendText') {
      const body = req.json as { number?: string; text?: string } | undefined;
      if (!body?.number || !body.text) return sendJson(res, 400, { status: 400, error: 'Bad Request', response: { message: ['number and text are required'] } });
      if (control.notOnWhatsApp.has(body.number)) {
        return sendJson(res, 400, { status: 400, error: 'Bad Request', response: { message: [{ exists: false, jid: `${body.number}@s.whatsapp.net`, number: body.number }] } });
      }
      control.sent += 1;
      return sendJson(res, 201, {
        key: { remoteJid: `${body.number}@s.whatsapp.net`, fromMe: true, id: `3EB0${control.sent}` },
        message: { conversation: body.text },
        messageType: 'conversation',
        messageTimestamp: Math.floor(Date.now() / 1000),
        status: 'PENDING',
      });
    }
    sendJson(res, 404, { status: 404, error: 'Not Found', response: { message: ['Cannot ' + req.method + ' ' + req.path] } });
  });
  return { ...peer, instance, control };
}

/** A `messages.upsert` webhook body as the gateway posts it. */
export function upsert(data: {
  phone?: string;
  jid?: string;
  id: string;
  text?: string;
  fromMe?: boolean;
  pushName?: string;
  message?: Record<string, unknown>;
  key?: Record<string, unknown>;
  apikey?: string;
}) {
  return {
    event: 'messages.upsert',
    instance: 'ponte',
    apikey: data.apikey ?? EVOLUTION_KEY,
    server_url: 'http://evolution.local',
    date_time: new Date().toISOString(),
    sender: '5511900000000@s.whatsapp.net',
    data: {
      key: { remoteJid: data.jid ?? `${data.phone}@s.whatsapp.net`, fromMe: data.fromMe ?? false, id: data.id, ...data.key },
      pushName: data.pushName ?? 'Maria',
      message: data.message ?? { conversation: data.text ?? 'Oi' },
      messageType: 'conversation',
      messageTimestamp: Math.floor(Date.now() / 1000),
    },
  };
}
