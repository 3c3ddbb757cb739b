import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBotWebhookTestApp, type TestContext } from '../../../test/helpers';
import { EVOLUTION_KEY } from '../../../test/fakes/evolution';
import { evolutionBodies, type EvolutionBodyCase } from '../../../test/fixtures/evolution-bodies';
import { BOT_FORWARD_JOB } from './bot-forward';
import { MAX_MEDIA_BYTES } from '../../integrations/gateway/media-type';

let t: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ponte-bodies-'));
  t = await buildBotWebhookTestApp(dataDir);
});
afterAll(() => t.close());

const post = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhook/evolution',
    headers: { 'content-type': 'application/json', apikey: EVOLUTION_KEY },
    payload: JSON.stringify(payload),
  });

const count = async (table: 'customers' | 'jobs' | 'gateway_logs', type?: string) => {
  let q = t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  if (type) q = q.where('type' as never, '=', type as never);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const botJobs = () => count('jobs', BOT_FORWARD_JOB);
const messageById = (id: string) =>
  t.db.selectFrom('messages').selectAll().where('external_id', '=', id).executeTakeFirst();
const customerByPhone = (phone: string) =>
  t.db.selectFrom('customers').selectAll().where('phone', '=', phone).executeTakeFirst();

/** What a body must become: a chat entry (text or pattern) and whether the bot hears of it; or nothing. */
type Expected = { stored: string | RegExp; toBot: boolean } | { ignored: true };
const stored = (content: string | RegExp, toBot = true): Expected => ({ stored: content, toBot });
const ignored: Expected = { ignored: true };

const cases: [Exclude<EvolutionBodyCase, 'bigPdf'>, Expected][] = [
  ['text', stored('Oi, vocês trazem iPhone?')],
  ['extendedText18', stored('Olha esse link https://loja.example/p/1')],
  ['ephemeralText', stored('Mensagem temporária')],
  ['ephemeralImageBase64', stored(/^\/uploads\/[0-9a-f]{32}\.png;Esse aqui$/)],
  ['viewOnceImage', stored('[imagem de visualização única] Só uma vez')],
  ['ephemeralViewOnceVideo', stored('[vídeo de visualização única]')],
  ['viewOnceVoice', stored('[áudio de visualização única]')],
  ['documentWithCaption18', stored(/^\/uploads\/[0-9a-f]{32}\.pdf;Segue o orçamento$/)],
  ['document2x', stored(/^\/uploads\/[0-9a-f]{32}\.pdf;nota-fiscal\.pdf$/)],
  ['edit18', stored('(editada) Quero 2 unidades, não 3', false)],
  ['ephemeralEdit', stored('(editada) Endereço corrigido', false)],
  [
    'location',
    stored('[localização] MASP — Av. Paulista, 1578 - São Paulo\nhttps://www.google.com/maps?q=-23.561399,-46.656571'),
  ],
  [
    'liveLocation',
    stored('[localização em tempo real] Estou chegando\nhttps://www.google.com/maps?q=-22.9068,-43.1729'),
  ],
  ['contact', stored('[contato] Ana Souza: +55 11 98765-4321')],
  ['contacts', stored('[contatos]\n- Bruno Lima: +55 21 99999-0000\n- Carla, loja: +5531988887777')],
  ['stickerBase64', stored(/^\/uploads\/[0-9a-f]{32}\.webp$/)],
  ['sticker', stored('[figurinha]')],
  ['reaction', stored('[reação: 👍]', false)],
  ['reactionRemoved', ignored],
  ['poll', stored('[enquete] Qual cor?\n- Azul\n- Preto')],
  ['buttonReply', stored('Sim, quero')],
  ['listReply', stored('Frete expresso')],
  ['videoNote', stored('[vídeo recebido]')],
  ['voiceBase64', stored(/^\/uploads\/[0-9a-f]{32}\.ogg$/)],
  ['unknownType', stored('[mensagem não suportada: eventMessage]')],
  ['revoke', ignored],
  ['statusBaileys7', ignored],
  ['statusBaileys6', ignored],
  ['group', ignored],
  ['newsletter', ignored],
  ['broadcastList', ignored],
  ['lidWithAlt', stored('Oi pelo LID')],
  ['lidWithSenderPn', stored('Oi com senderPn')],
  ['lidSwappedByEvolution', stored('Oi trocado')],
];

let seq = 0;
describe('POST /api/webhook/evolution reads every body Evolution sends', () => {
  it.each(cases)('%s', async (name, expected) => {
    seq += 1;
    const phone = `55119810${String(seq).padStart(5, '0')}`;
    const id = `BODY${seq}`;
    const jobsBefore = await botJobs();
    const res = await post(evolutionBodies[name](phone, id));
    expect(res.statusCode).toBe(200);
    const message = await messageById(id);
    if ('ignored' in expected) {
      expect(res.json().data).toEqual({ stored: 0, duplicates: 0, ignored: 1 });
      expect(message).toBeUndefined();
      expect(await customerByPhone(phone)).toBeUndefined();
      expect(await botJobs()).toBe(jobsBefore);
      return;
    }
    expect(res.json().data).toEqual({ stored: 1, duplicates: 0, ignored: 0 });
    const customer = await customerByPhone(phone);
    expect(customer).toBeDefined();
    expect(message).toMatchObject({ customer_id: customer!.id, direction: 'incoming', status: 'received' });
    if (typeof expected.stored === 'string') expect(message!.content).toBe(expected.stored);
    else expect(message!.content).toMatch(expected.stored);
    expect(await botJobs()).toBe(jobsBefore + (expected.toBot ? 1 : 0));
  });
});

describe('a customer known only by a LID', () => {
  it('keeps the message in the gateway log, flagged with the name and LID, and creates no customer nor bot job', async () => {
    const before = { customers: await count('customers'), jobs: await botJobs() };
    const res = await post(evolutionBodies.lidOnly('', 'LIDONLY1'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ stored: 0, duplicates: 0, ignored: 1 });
    expect(await messageById('LIDONLY1')).toBeUndefined();
    expect({ customers: await count('customers'), jobs: await botJobs() }).toEqual(before);
    const log = await t.db.selectFrom('gateway_logs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      direction: 'incoming',
      status: 'unattributed',
      phone: '207283848599999@lid',
      message: 'Alguém me responde?',
      error: 'Remetente: Cliente Sem Número (207283848599999@lid)',
      instance: 'ponte',
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/evolution/logs',
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(listed.json().data[0]).toMatchObject({ status: 'unattributed', message: 'Alguém me responde?' });
  });
});

describe('media larger than Ponte keeps', () => {
  it('a 25 MB PDF is not refused: the message, caption and file name are stored with a placeholder, the file is skipped', async () => {
    const bytes = 25 * 1024 * 1024;
    expect(bytes).toBeGreaterThan(MAX_MEDIA_BYTES);
    const uploads = join(dataDir, 'uploads');
    const filesBefore = readdirSafe(uploads).length;
    const jobsBefore = await botJobs();
    const res = await post(evolutionBodies.bigPdf('5511981099999', 'BIGPDF1', bytes));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stored).toBe(1);
    expect((await messageById('BIGPDF1'))?.content).toBe(
      '[arquivo grande demais: relatorio.pdf (25 MB)] Relatório do pedido',
    );
    expect(readdirSafe(uploads)).toHaveLength(filesBefore);
    expect(await botJobs()).toBe(jobsBefore + 1);
  });
});

describe('nesting', () => {
  it('a message nested deeper than WhatsApp ever sends answers 400 and writes nothing', async () => {
    let message: Record<string, unknown> = { conversation: 'fundo' };
    for (let i = 0; i < 50; i++) message = { ephemeralMessage: { message } };
    const body = evolutionBodies.text('5511981088888', 'DEEP1');
    body.data.message = message as typeof body.data.message;
    const logsBefore = await count('gateway_logs');
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(await customerByPhone('5511981088888')).toBeUndefined();
    expect(await count('gateway_logs')).toBe(logsBefore);
  });
});

function readdirSafe(dir: string) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
