import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptText } from '@ponte/domain/conversation-texts';
import { bearer, buildGatewayTestApp, type TestContext, newBotKey, postAsBot } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import { EVOLUTION_KEY, upsert, type FakeEvolution } from '../../../test/fakes/evolution';

// Issue 32: a conversation's transcript as text and PDF, on the shop's clock, every author named.
let t: TestContext;
let evo: FakeEvolution;
let botKey: string;
let carla: { id: number; token: string };

beforeAll(async () => {
  ({ t, evo } = await buildGatewayTestApp({ publicUrl: 'https://loja.exemplo.com.br' }));
  carla = await t.staff('operador', 'carla.t');
  await t.db.updateTable('staff').set({ display_name: 'Carla Mendes' }).where('id', '=', carla.id).execute();
  botKey = await newBotKey(t);
});
afterAll(async () => {
  await evo.close();
  await t.close();
});

const PHONE = '5511977770001';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const webhook = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/webhook/evolution', headers: { apikey: EVOLUTION_KEY }, payload: body });

/** WinAnsi's 0x80–0x9F, where it differs from Latin-1 (Node's decoders read them as Latin-1). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/** The text a PDF draws: each TJ array's hex strings, decoded from WinAnsi, one line per array. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return [...streams.join('\n').matchAll(/\[(.*?)\] TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => winAnsi(Buffer.from(h[1]!, 'hex'))).join(''))
    .join('\n');
}

let customerId: number;
beforeAll(async () => {
  // The customer writes, the bot answers, Carla answers with a file, the shop's phone writes, a note.
  await webhook(upsert({ phone: PHONE, id: 'TR-1', text: 'Olá! Quanto custa o Kindle? 😀', pushName: 'João Araújo' }));
  customerId = (await t.db.selectFrom('customers').select('id').where('phone', '=', PHONE).executeTakeFirstOrThrow())
    .id;
  await postAsBot(t, botKey, '/api/message', { phone: PHONE, system_response: 'Vou verificar para você.' });
  await t.app.inject({
    method: 'POST',
    url: `/api/customers/${customerId}/attachments?file_name=kindle.png&caption=Segue%20a%20foto`,
    headers: { ...bearer(carla.token), 'content-type': 'image/png' },
    payload: PNG,
  });
  await webhook(upsert({ phone: PHONE, id: 'TR-PHONE', text: 'Mensagem do celular', fromMe: true }));
  await t.app.inject({
    method: 'POST',
    url: `/api/customers/${customerId}/notes`,
    headers: bearer(carla.token),
    payload: { content: 'Cliente quer parcelar em 10x' },
  });
  // Known instants, one a minute from 15:00 UTC (12:00 in São Paulo); the note at 12:02:30.
  const ids = await t.db
    .selectFrom('messages')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  for (const [i, { id }] of ids.entries())
    await t.db
      .updateTable('messages')
      .set({ created_at: new Date(Date.UTC(2026, 2, 10, 15, i)).toISOString() })
      .where('id', '=', id)
      .execute();
  await t.db
    .updateTable('chat_notes')
    .set({ created_at: '2026-03-10T15:02:30.000Z' })
    .where('customer_id', '=', customerId)
    .execute();
});

const exportAs = (token: string, format?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/customers/${customerId}/transcript${format ? `?formato=${format}` : ''}`,
    headers: bearer(token),
  });

describe('a conversation transcript', () => {
  it('as text: every message on the shop clock with its author, files by name and address, the note marked', async () => {
    const res = await exportAs(carla.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="conversa-joao-araujo-\d{4}-\d{2}-\d{2}\.txt"$/,
    );
    const lines = res.body.split('\n');
    expect(lines[0]).toBe(`Conversa com João Araújo (${PHONE})`);
    expect(lines[1]).toMatch(
      /^Exportada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de São Paulo\) por Carla Mendes$/,
    );
    expect(lines[2]).toBe('4 mensagens · 1 notas internas');
    expect(lines.slice(4, 9)).toEqual([
      '[10/03/2026 12:00] João Araújo (cliente): Olá! Quanto custa o Kindle? 😀',
      '[10/03/2026 12:01] Bot: Vou verificar para você.',
      expect.stringMatching(
        /^\[10\/03\/2026 12:02\] Carla Mendes \(equipe\): \[arquivo: [0-9a-f]{32}\.png — https:\/\/loja\.exemplo\.com\.br\/uploads\/[0-9a-f]{32}\.png\] Segue a foto$/,
      ),
      '[10/03/2026 12:02] NOTA INTERNA — Carla Mendes: Cliente quer parcelar em 10x',
      '[10/03/2026 12:03] Celular da loja: Mensagem do celular',
    ]);
    const logged = await t.db
      .selectFrom('activity_log')
      .select(['action', 'user_id', 'details'])
      .where('entity_type', '=', 'customer')
      .where('entity_id', '=', String(customerId))
      .where('action', '=', 'export')
      .execute();
    expect(logged).toEqual([
      { action: 'export', user_id: carla.id, details: JSON.stringify({ transcript: 'txt', messages: 4, notes: 1 }) },
    ]);
  });

  it('as PDF: the same lines, accents kept and what the font cannot draw as "?"; logged too', async () => {
    const res = await exportAs(t.adminToken, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="conversa-joao-araujo-.*\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Conversa com João Araújo (${PHONE})`);
    expect(text).toContain('10/03/2026 12:00 · João Araújo (cliente)');
    expect(text).toContain('Olá! Quanto custa o Kindle? ?');
    expect(text).toContain('NOTA INTERNA — Carla Mendes');
    expect(text).toContain('Cliente quer parcelar em 10x');
    expect(text).toContain('Celular da loja');
  });

  it('a conversation with no message says so; a trainee may not export (403); a bad format or customer is refused', async () => {
    const quiet = (await postCustomer(t, { phone: '5511977770002', name: 'Sem Conversa' })).id;
    const empty = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${quiet}/transcript`,
      headers: bearer(carla.token),
    });
    expect(empty.body).toContain(transcriptText.empty);
    const trainee = await t.staff('trainee');
    expect((await exportAs(trainee.token)).statusCode).toBe(403);
    const bad = await exportAs(carla.token, 'docx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.formato).toBe(transcriptText.formatInvalid);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/customers/99999999/transcript',
      headers: bearer(carla.token),
    });
    expect(missing.statusCode).toBe(404);
  });
});
