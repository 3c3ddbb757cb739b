import { describe, expect, it } from 'vitest';
import { QUOTE_MAX_LENGTH } from '@ponte/domain/conversations';
import { replyQuoteOf } from './reply-context';

const reply = { conversation: 'Sim, temos' };

describe('replyQuoteOf: the message a WhatsApp reply quotes', () => {
  it.each([
    [
      'Evolution 2.x: contextInfo on data, quoted text as conversation',
      {
        message: reply,
        contextInfo: {
          stanzaId: 'ORIG1',
          participant: '5511@s.whatsapp.net',
          quotedMessage: { conversation: 'Tem iPhone?' },
        },
      },
      { externalId: 'ORIG1', content: 'Tem iPhone?' },
    ],
    [
      'Evolution 1.8 / Baileys: contextInfo inside extendedTextMessage',
      {
        message: {
          extendedTextMessage: {
            text: 'Sim',
            contextInfo: { stanzaId: 'ORIG2', quotedMessage: { extendedTextMessage: { text: 'Qual o prazo?' } } },
          },
        },
      },
      { externalId: 'ORIG2', content: 'Qual o prazo?' },
    ],
    [
      'inside an ephemeral wrapper',
      {
        message: {
          ephemeralMessage: {
            message: {
              extendedTextMessage: {
                text: 'Ok',
                contextInfo: { stanzaId: 'ORIG3', quotedMessage: { conversation: 'Some?' } },
              },
            },
          },
        },
      },
      { externalId: 'ORIG3', content: 'Some?' },
    ],
    [
      'a quoted image with its caption',
      {
        message: reply,
        contextInfo: {
          stanzaId: 'ORIG4',
          quotedMessage: { imageMessage: { caption: 'Esse modelo', jpegThumbnail: 'AAAA' } },
        },
      },
      { externalId: 'ORIG4', content: '[imagem] Esse modelo' },
    ],
    [
      'a quoted audio',
      { message: reply, contextInfo: { stanzaId: 'ORIG5', quotedMessage: { audioMessage: { seconds: 3 } } } },
      { externalId: 'ORIG5', content: '[áudio]' },
    ],
    [
      'a quoted document by its file name',
      {
        message: reply,
        contextInfo: { stanzaId: 'ORIG6', quotedMessage: { documentMessage: { fileName: 'nota.pdf' } } },
      },
      { externalId: 'ORIG6', content: 'nota.pdf' },
    ],
    [
      'a quote of a type Ponte does not read',
      {
        message: reply,
        contextInfo: { stanzaId: 'ORIG7', quotedMessage: { pollCreationMessage: { name: 'Enquete' } } },
      },
      { externalId: 'ORIG7', content: '[mensagem]' },
    ],
    [
      'a quote without its id',
      { message: reply, contextInfo: { quotedMessage: { conversation: 'Oi' } } },
      { externalId: null, content: 'Oi' },
    ],
  ])('%s', (_case, data, quote) => expect(replyQuoteOf(data)).toEqual(quote));

  it.each([
    ['no contextInfo', { message: reply }],
    [
      'a contextInfo without a quote (disappearing-message settings, forwards)',
      { message: reply, contextInfo: { expiration: 604800, isForwarded: true } },
    ],
    ['a malformed quote', { message: reply, contextInfo: { stanzaId: 12, quotedMessage: 'texto' } }],
    ['a null contextInfo', { message: reply, contextInfo: null }],
  ])('%s quotes nothing', (_case, data) => expect(replyQuoteOf(data)).toBeNull());

  it('keeps at most QUOTE_MAX_LENGTH characters of a long quote', () => {
    const quote = replyQuoteOf({ contextInfo: { stanzaId: 'L', quotedMessage: { conversation: 'x'.repeat(5000) } } });
    expect(quote?.content).toHaveLength(QUOTE_MAX_LENGTH);
  });
});
