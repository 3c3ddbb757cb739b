import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentText } from '@ponte/domain/attachments';
import { attendanceBlockText } from '@ponte/domain/conversations';
import { bearer, type TestContext, useGatewayTestApp } from '../../../test/helpers';
import { sendAdminMessage, sendFromChatScreen } from '../../../test/staff-chat';
import { numberedCustomer } from '../../../test/customer-api';
import { EVOLUTION_KEY, EVOLUTION_V1, EVOLUTION_V2, upsert, type FakeEvolution } from '../../../test/fakes/evolution';

// Issue 31: files from the send box, uploaded once and sent through the gateway's media endpoint.
let t: TestContext;
let evo: FakeEvolution;
useGatewayTestApp((built) => ({ t, evo } = built));

let seq = 0;
async function customer() {
  seq += 1;
  return numberedCustomer(t, '55119222', seq);
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const upload = (token: string, customerId: number, body: Buffer | string, type: string, query = 'file_name=foto.png') =>
  t.app.inject({
    method: 'POST',
    url: `/api/customers/${customerId}/attachments?${query}`,
    headers: { ...bearer(token), 'content-type': type },
    payload: body,
  });
const mediaSends = () => evo.requests.filter((r) => r.path === '/message/sendMedia/ponte');

describe('POST /api/customers/:id/attachments', () => {
  it('keeps the file once, sends it through sendMedia (2.x) with its caption, and records it as media in the chat', async () => {
    const c = await customer();
    const before = mediaSends().length;
    const res = await upload(t.adminToken, c.id, PNG, 'image/png', 'file_name=foto.png&caption=Seu%20t%C3%AAnis');
    expect(res.statusCode).toBe(200);
    const message = res.json().data;
    expect(message).toMatchObject({ direction: 'outgoing', status: 'sent', sent_by: 'staff' });
    expect(message.content).toMatch(/^\/uploads\/[0-9a-f]{32}\.png;Seu tênis$/);
    const path = message.content.split(';')[0];
    expect(await readFile(join(t.app.ctx.uploadsDir, path.replace('/uploads/', '')))).toEqual(PNG);
    const sent = mediaSends().slice(before);
    expect(sent.map((r) => r.json)).toEqual([
      {
        number: c.phone,
        mediatype: 'image',
        mimetype: 'image/png',
        caption: 'Seu tênis',
        fileName: 'foto.png',
        media: PNG.toString('base64'),
      },
    ]);
    // The file is served where the chat shows it from.
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
  });

  it('answers a message as a quoted reply, and refuses to quote another chat (400 on quoted_id)', async () => {
    const c = await customer();
    const other = await customer();
    const text = await sendAdminMessage(t, t.adminToken, { user_id: other.id, content: 'De outra conversa' });
    const refused = await upload(
      t.adminToken,
      c.id,
      PNG,
      'image/png',
      `file_name=a.png&quoted_id=${text.json().data.id}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toHaveProperty('quoted_id');

    const { sent: mine, recorded } = await sendFromChatScreen(t, t.adminToken, c, 'Qual cor?');
    const res = await upload(
      t.adminToken,
      c.id,
      PNG,
      'image/png',
      `file_name=a.png&quoted_id=${recorded.json().data.id}`,
    );
    expect(res.json().data.quoted).toEqual({ id: recorded.json().data.id, content: 'Qual cor?' });
    expect(mediaSends().at(-1)!.json).toMatchObject({
      quoted: { key: { fromMe: true, id: mine.json().data.message_id }, message: { conversation: 'Qual cor?' } },
    });
  });

  it('a plain-text or CSV document is sent as the bytes it is', async () => {
    const c = await customer();
    for (const [type, name] of [
      ['text/plain', 'lista.txt'],
      ['text/csv; charset=utf-8', 'itens.csv'],
    ]) {
      const body = Buffer.from('Kindle;1\nAirPods;2\n');
      const res = await upload(t.adminToken, c.id, body, type, `file_name=${name}`);
      expect(res.statusCode, type).toBe(200);
      expect(mediaSends().at(-1)!.json).toMatchObject({ mediatype: 'document', media: body.toString('base64') });
    }
  });

  it('a document without a caption shows its name; 1.8 takes it inside mediaMessage', async () => {
    evo.control.version = EVOLUTION_V1;
    await t.app.inject({ method: 'POST', url: '/api/evolution/test', headers: bearer(t.adminToken) });
    try {
      const c = await customer();
      const pdf = Buffer.from('%PDF-1.4 cotação');
      const res = await upload(t.adminToken, c.id, pdf, 'application/pdf', 'file_name=Cota%C3%A7%C3%A3o.pdf');
      expect(res.json().data.content).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf;Cotação\.pdf$/);
      expect(mediaSends().at(-1)!.json).toEqual({
        number: c.phone,
        mediaMessage: { mediatype: 'document', fileName: 'Cotação.pdf', media: pdf.toString('base64') },
      });
    } finally {
      evo.control.version = EVOLUTION_V2;
      await t.app.inject({ method: 'POST', url: '/api/evolution/test', headers: bearer(t.adminToken) });
    }
  });

  it('refuses what it cannot send, saying why and naming the field; nothing is kept or sent', async () => {
    const c = await customer();
    const before = mediaSends().length;
    const messages = async () =>
      (await t.db.selectFrom('messages').select('id').where('customer_id', '=', c.id).execute()).length;
    const cases: [Buffer | string, string, string, number, string][] = [
      [Buffer.from('MZ'), 'application/x-msdownload', 'file_name=a.exe', 415, attachmentText.badType],
      [Buffer.alloc(5 * 1024 * 1024 + 1), 'image/jpeg', 'file_name=a.jpg', 413, attachmentText.tooLarge('image')],
      [Buffer.alloc(0), 'image/png', 'file_name=a.png', 400, attachmentText.empty],
      [PNG, 'image/png', 'caption=sem%20nome', 400, attachmentText.fileNameRequired],
      [PNG, 'image/png', `file_name=a.png&caption=${'a'.repeat(1025)}`, 400, attachmentText.captionTooLong],
    ];
    for (const [body, type, query, status, error] of cases) {
      const res = await upload(t.adminToken, c.id, body, type, query);
      expect(res.statusCode, `${type} ${query.slice(0, 30)}`).toBe(status);
      expect(res.json().error).toBe(error);
    }
    // Over the largest limit, the body is refused before it is read whole.
    const huge = await upload(t.adminToken, c.id, Buffer.alloc(16 * 1024 * 1024 + 1), 'audio/ogg', 'file_name=a.ogg');
    expect(huge.statusCode).toBe(413);
    expect((await upload(t.adminToken, 99_999_999, PNG, 'image/png')).statusCode).toBe(404);
    expect(mediaSends().length).toBe(before);
    expect(await messages()).toBe(0);
  });

  it("a trainee's caption goes through the AI check: an insult is refused (422) and escalated; then the block holds files too (423)", async () => {
    const trainee = await t.staff('trainee');
    const c = await customer();
    const before = mediaSends().length;
    const refused = await upload(trainee.token, c.id, PNG, 'image/png', 'file_name=a.png&caption=Seu%20idiota');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toHaveProperty('caption');
    const blocked = await upload(trainee.token, c.id, PNG, 'image/png', 'file_name=a.png');
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json().error).toBe(attendanceBlockText.blocked);
    expect(mediaSends().length).toBe(before);
    // A clean caption from another trainee goes.
    const other = await t.staff('trainee');
    const ok = await upload(other.token, c.id, PNG, 'image/png', 'file_name=a.png&caption=Segue%20a%20foto');
    expect(ok.statusCode).toBe(200);
  });

  it('a file that did not leave is kept, and a retry sends the same file again through sendMedia', async () => {
    const c = await customer();
    evo.control.notOnWhatsApp.add(c.phone);
    const res = await upload(t.adminToken, c.id, PNG, 'image/png', 'file_name=foto.png&caption=De%20novo');
    expect(res.json().data.status).toBe('failed');
    evo.control.notOnWhatsApp.delete(c.phone);
    const before = mediaSends().length;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${res.json().data.id}/retry`,
      headers: bearer(t.adminToken),
    });
    expect(retried.json().data).toMatchObject({ status: 'sent', content: res.json().data.content });
    expect(
      mediaSends()
        .slice(before)
        .map((r) => r.json),
    ).toEqual([
      expect.objectContaining({
        number: c.phone,
        mediatype: 'image',
        caption: 'De novo',
        media: PNG.toString('base64'),
      }),
    ]);
    expect(evo.requests.at(-1)!.path).toBe('/message/sendMedia/ponte');
  });
  it("a retried file whose echo reaches Ponte before the gateway's answer stays one message, with the echo's id", async () => {
    const c = await customer();
    evo.control.notOnWhatsApp.add(c.phone);
    const res = await upload(t.adminToken, c.id, PNG, 'image/png', 'file_name=foto.png&caption=Chegou%20assim');
    evo.control.notOnWhatsApp.delete(c.phone);
    const echoes: number[] = [];
    // WhatsApp's copy of the send, posted with its bytes (the webhook keeps them as a new file).
    evo.control.beforeAnswer = async (id) => {
      const echo = await t.app.inject({
        method: 'POST',
        url: '/api/webhook/evolution',
        headers: { apikey: EVOLUTION_KEY },
        payload: upsert({
          phone: c.phone,
          id,
          fromMe: true,
          message: { imageMessage: { caption: 'Chegou assim', mimetype: 'image/png' }, base64: PNG.toString('base64') },
        }),
      });
      echoes.push(echo.statusCode);
    };
    try {
      const retried = await t.app.inject({
        method: 'POST',
        url: `/api/messages/${res.json().data.id}/retry`,
        headers: bearer(t.adminToken),
      });
      expect(retried.json().data).toMatchObject({ id: res.json().data.id, status: 'sent' });
    } finally {
      evo.control.beforeAnswer = null;
    }
    expect(echoes).toEqual([200]);
    const rows = await t.db
      .selectFrom('messages')
      .select(['id', 'external_id'])
      .where('customer_id', '=', c.id)
      .execute();
    expect(rows).toEqual([{ id: res.json().data.id, external_id: `3EB0${evo.control.sent}` }]);
  });
});

describe('property: whatever bytes, type and query arrive, the upload never answers 5xx nor records a refused file', () => {
  it('as each role, for random bodies, Content-Types and queries', async () => {
    const trainee = await t.staff('trainee');
    const c = await customer();
    const types = fc.oneof(
      fc.constantFrom('image/png', 'application/pdf', 'audio/ogg', 'text/html', 'application/json', ''),
      fc.string({ maxLength: 40 }),
    );
    const queries = fc.record({
      file_name: fc.option(fc.string({ maxLength: 250 }), { nil: undefined }),
      caption: fc.option(fc.string({ maxLength: 1100 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        types,
        queries,
        fc.boolean(),
        async (bytes, type, query, asTrainee) => {
          const before = await t.db.selectFrom('messages').select('id').where('customer_id', '=', c.id).execute();
          const search = new URLSearchParams(
            Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
          ).toString();
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/customers/${c.id}/attachments?${search}`,
            headers: { ...bearer(asTrainee ? trainee.token : t.adminToken), ...(type ? { 'content-type': type } : {}) },
            payload: Buffer.from(bytes),
          });
          expect(res.statusCode).toBeLessThan(500);
          const after = await t.db.selectFrom('messages').select('id').where('customer_id', '=', c.id).execute();
          expect(after.length - before.length).toBe(res.statusCode === 200 ? 1 : 0);
        },
      ),
      { numRuns: Number(process.env.MALFORMED_RUNS ?? 40) },
    );
  });
});
