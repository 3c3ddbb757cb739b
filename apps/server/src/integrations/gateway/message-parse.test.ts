import { describe, expect, it } from 'vitest';
import { mediaContent, readMessage, timestampOf } from './message-parse';
import { senderOf } from './sender';

describe('readMessage: what a WhatsApp message says, as chat text', () => {
  it('reads text through wrappers, and marks edits', () => {
    expect(readMessage({ ephemeralMessage: { message: { conversation: 'Oi' } } })).toEqual({
      kind: 'text',
      text: 'Oi',
      toBot: true,
    });
    expect(
      readMessage({ protocolMessage: { type: 14, editedMessage: { extendedTextMessage: { text: 'Olá' } } } }),
    ).toEqual({ kind: 'text', text: '(editada) Olá', toBot: false });
  });

  it('names media, view-once included, and skips what no person wrote', () => {
    expect(readMessage({ viewOnceMessageV2: { message: { imageMessage: { caption: 'foto' } } } })).toMatchObject({
      kind: 'media',
      media: 'imagem',
      viewOnce: true,
    });
    expect(readMessage({ reactionMessage: { text: '' } })).toEqual({ kind: 'skip' });
    expect(readMessage({ senderKeyDistributionMessage: {} })).toEqual({ kind: 'skip' });
  });

  it('lists shared contact cards from their vCards', () => {
    const vcard = 'BEGIN:VCARD\nFN:Maria\nTEL;type=CELL;waid=5511999990000:+55 11 99999-0000\nEND:VCARD';
    expect(readMessage({ contactMessage: { displayName: 'M', vcard } })).toEqual({
      kind: 'text',
      text: '[contato] Maria: +55 11 99999-0000',
      toBot: true,
    });
  });
});

describe('mediaContent: a media message as the chat stores it', () => {
  const photo = { kind: 'media', media: 'imagem', part: { caption: 'foto' }, viewOnce: false } as const;
  it('points at the kept file, or says why there is none', () => {
    expect(mediaContent(photo, { saved: '/uploads/a.jpg' })).toBe('/uploads/a.jpg;foto');
    expect(mediaContent(photo, { tooLarge: 20 * 1024 * 1024 })).toBe('[arquivo grande demais: imagem (20 MB)] foto');
    expect(mediaContent(photo, null)).toBe('[imagem] foto');
    expect(mediaContent({ ...photo, part: {} }, null)).toBe('[imagem recebida]');
  });
});

describe('senderOf and timestampOf: who wrote, and when', () => {
  it('takes the phone from the JID, never from a group, and the LID when there is no phone', () => {
    expect(senderOf({ remoteJid: '5511999990000:12@s.whatsapp.net', id: 'A' })).toEqual({
      kind: 'phone',
      phone: '5511999990000',
    });
    expect(senderOf({ remoteJid: '1203630@g.us', id: 'A' })).toEqual({ kind: 'not-a-person' });
    expect(senderOf({ remoteJid: '99@lid', remoteJidAlt: '5511999990000@s.whatsapp.net', id: 'A' })).toEqual({
      kind: 'phone',
      phone: '5511999990000',
    });
    expect(senderOf({ remoteJid: '99@lid', id: 'A' })).toEqual({ kind: 'no-phone', lid: '99@lid' });
  });

  it('reads Unix seconds as an ISO time', () => {
    expect(timestampOf({ key: { remoteJid: 'x', id: 'A' }, messageTimestamp: '1700000000' })).toBe(
      '2023-11-14T22:13:20.000Z',
    );
    expect(timestampOf({ key: { remoteJid: 'x', id: 'A' } })).toBeUndefined();
  });
});
