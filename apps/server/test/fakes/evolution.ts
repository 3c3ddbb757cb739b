import type { ServerResponse } from 'node:http';
import { sendJson, startPeer } from './http-peer';

export const EVOLUTION_KEY = 'evo-global-key-123';

/** Versions as `GET /` reports them; the major decides the sendText body the peer takes. */
export const EVOLUTION_V2 = '2.3.6';
export const EVOLUTION_V1 = '1.8.2';

const badRequest = (message: string) => ({ status: 400, error: 'Bad Request', response: { message: [message] } });

/**
 * Speaks Evolution API 2.x or 1.8 as their source does: `GET /` answers `{ status, message,
 * version, … }` without a key; every other call needs the `apikey` header (401 otherwise);
 * POST /message/sendText/{instance} takes `{ number, text }` on 2.x and `{ number,
 * textMessage: { text } }` on 1.8 (each refuses the other's shape with a 400), answering 201
 * with key.id (a reply quotes a message as `quoted` on 2.x, `options.quoted` on 1.8, each with
 * `key.id` and `message`); GET /instance/connectionState/{instance}; 404 for an unknown instance.
 */
export async function startEvolution(
  opts: { instance?: string; state?: 'open' | 'connecting' | 'close'; version?: string } = {},
) {
  const instance = opts.instance ?? 'ponte';
  const control = {
    state: opts.state ?? 'open',
    notOnWhatsApp: new Set<string>(),
    sent: 0,
    version: opts.version ?? EVOLUTION_V2,
    /**
     * Runs before a send is answered, with the id the answer will carry: a test posts the
     * gateway's echo of the send here, so the echo reaches Ponte before the send's own answer.
     */
    beforeAnswer: null as null | ((id: string, message: Record<string, unknown>) => Promise<void>),
  };
  /** WhatsApp has no account at this number: Evolution answers 400 with `exists: false`. */
  const refuseNumber = (res: ServerResponse, number: string) =>
    sendJson(res, 400, {
      status: 400,
      error: 'Bad Request',
      response: { message: [{ exists: false, jid: `${number}@s.whatsapp.net`, number }] },
    });
  /** A send taken: 201 with the message's new key id, as both majors answer. */
  const accept = async (res: ServerResponse, number: string, message: Record<string, unknown>, type: string) => {
    control.sent += 1;
    const id = `3EB0${control.sent}`;
    await control.beforeAnswer?.(id, message);
    sendJson(res, 201, {
      key: { remoteJid: `${number}@s.whatsapp.net`, fromMe: true, id },
      message,
      messageType: type,
      messageTimestamp: Math.floor(Date.now() / 1000),
      status: 'PENDING',
    });
  };
  const peer = await startPeer((req, res) => {
    if (req.method === 'GET' && req.path === '/') {
      const v1 = control.version.startsWith('1.');
      return sendJson(res, 200, {
        status: 200,
        message: 'Welcome to the Evolution API, it is working!',
        version: control.version,
        ...(v1
          ? { swagger: 'http://evolution.local/docs' }
          : { clientName: 'evolution_exchange', whatsappWebVersion: '2.3000.1' }),
        manager: 'http://evolution.local/manager',
        documentation: 'https://doc.evolution-api.com',
      });
    }
    if (req.headers['apikey'] !== EVOLUTION_KEY)
      return sendJson(res, 401, { status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } });
    const [, group, action, name] = req.path.split('/');
    if (decodeURIComponent(name ?? '') !== instance) {
      return sendJson(res, 404, {
        status: 404,
        error: 'Not Found',
        response: { message: [`The "${name}" instance does not exist`] },
      });
    }
    if (req.method === 'GET' && group === 'instance' && action === 'connectionState') {
      return sendJson(res, 200, { instance: { instanceName: instance, state: control.state } });
    }
    if (req.method === 'POST' && group === 'message' && action === 'sendText') {
      type Quote = { key?: { id?: unknown }; message?: { conversation?: unknown } };
      const body = req.json as
        | {
            number?: string;
            text?: string;
            textMessage?: { text?: string };
            quoted?: Quote;
            options?: { quoted?: Quote };
          }
        | undefined;
      const v1 = control.version.startsWith('1.');
      const text = v1 ? body?.textMessage?.text : body?.text;
      // A reply: 2.x takes `quoted` beside the text, 1.8 `options.quoted`; each needs the key's id.
      const quote = v1 ? body?.options?.quoted : body?.quoted;
      if (quote !== undefined && (typeof quote.key?.id !== 'string' || !quote.message))
        return sendJson(res, 400, badRequest('quoted.key.id and quoted.message are required'));
      if (!body?.number) return sendJson(res, 400, badRequest('instance requires property "number"'));
      if (!text)
        return sendJson(
          res,
          400,
          badRequest(
            control.version.startsWith('1.')
              ? 'instance requires property "textMessage"'
              : 'instance requires property "text"',
          ),
        );
      if (control.notOnWhatsApp.has(body.number)) return refuseNumber(res, body.number);
      return accept(res, body.number, { conversation: text }, 'conversation');
    }
    if (req.method === 'POST' && group === 'message' && action === 'sendMedia') {
      type Media = { mediatype?: string; media?: string; fileName?: string; caption?: string; mimetype?: string };
      const body = req.json as (Media & { number?: string; mediaMessage?: Media }) | undefined;
      const v1 = control.version.startsWith('1.');
      // 2.x takes the file beside the number; 1.8 inside mediaMessage.
      const media = v1 ? body?.mediaMessage : body;
      if (!body?.number) return sendJson(res, 400, badRequest('instance requires property "number"'));
      if (!media?.mediatype || !media.media)
        return sendJson(
          res,
          400,
          badRequest(v1 ? 'instance requires property "mediaMessage"' : 'instance requires property "mediatype"'),
        );
      if (!['image', 'document', 'audio', 'video'].includes(media.mediatype))
        return sendJson(res, 400, badRequest('mediatype must be one of image, document, audio, video'));
      if (control.notOnWhatsApp.has(body.number)) return refuseNumber(res, body.number);
      const type = `${media.mediatype}Message`;
      return accept(res, body.number, { [type]: { caption: media.caption, fileName: media.fileName } }, type);
    }
    sendJson(res, 404, {
      status: 404,
      error: 'Not Found',
      response: { message: ['Cannot ' + req.method + ' ' + req.path] },
    });
  });
  return { ...peer, instance, control };
}

export type FakeEvolution = Awaited<ReturnType<typeof startEvolution>>;

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
      key: {
        remoteJid: data.jid ?? `${data.phone}@s.whatsapp.net`,
        fromMe: data.fromMe ?? false,
        id: data.id,
        ...data.key,
      },
      pushName: data.pushName ?? 'Maria',
      message: data.message ?? { conversation: data.text ?? 'Oi' },
      messageType: 'conversation',
      messageTimestamp: Math.floor(Date.now() / 1000),
    },
  };
}

/**
 * A `messages.update` webhook body (WhatsApp's receipt of a message) as each major posts it:
 * 1.8 spreads the message key (`id`, `remoteJid`, `fromMe`) beside `status`, `datetime` and
 * `owner`; 2.x sends `keyId` (its `messageId` is Evolution's own row id) and `instanceId`.
 */
export function messageUpdate(data: {
  id: string;
  status: 'ERROR' | 'PENDING' | 'SERVER_ACK' | 'DELIVERY_ACK' | 'READ' | 'PLAYED' | 'DELETED' | number;
  phone?: string;
  fromMe?: boolean;
  major?: 1 | 2;
  event?: string;
}) {
  const remoteJid = `${data.phone ?? '5511900000001'}@s.whatsapp.net`;
  const fromMe = data.fromMe ?? true;
  return {
    event: data.event ?? 'messages.update',
    instance: 'ponte',
    apikey: EVOLUTION_KEY,
    server_url: 'http://evolution.local',
    date_time: new Date().toISOString(),
    data:
      data.major === 1
        ? { id: data.id, remoteJid, fromMe, status: data.status, datetime: Date.now(), owner: 'ponte' }
        : {
            messageId: 'cm3x0evolutionrow01',
            keyId: data.id,
            remoteJid,
            fromMe,
            participant: remoteJid,
            status: data.status,
            instanceId: '6f2a1c1e-0d0b-4a7e-9a36-3f1f0e7c2b11',
          },
  };
}
