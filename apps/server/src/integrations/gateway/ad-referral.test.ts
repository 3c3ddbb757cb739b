import { describe, expect, it } from 'vitest';
import { adClickIdOf } from './ad-referral';

const text = { conversation: 'Oi, vi o anúncio' };

describe('adClickIdOf', () => {
  it.each([
    [
      'Evolution 2.x: contextInfo on data',
      { message: text, contextInfo: { externalAdReply: { title: 'Promo', ctwaClid: 'ARAkLkA8rmlFeiCktEJQ' } } },
    ],
    [
      'Baileys: contextInfo inside extendedTextMessage',
      {
        message: {
          extendedTextMessage: {
            text: 'Oi',
            contextInfo: { externalAdReply: { sourceType: 'ad', ctwaClid: 'ARAkLkA8rmlFeiCktEJQ' } },
          },
        },
      },
    ],
    [
      'Cloud API: referral on data',
      { message: text, referral: { source_type: 'ad', ctwa_clid: 'ARAkLkA8rmlFeiCktEJQ' } },
    ],
    ['Cloud API: referral on the message', { message: { ...text, referral: { ctwa_clid: 'ARAkLkA8rmlFeiCktEJQ' } } }],
  ])('%s', (_name, data) => {
    expect(adClickIdOf(data)).toBe('ARAkLkA8rmlFeiCktEJQ');
  });

  it('a message from no ad, or with an unreadable marker, has no click id', () => {
    expect(adClickIdOf({ message: text })).toBeNull();
    expect(adClickIdOf({ message: text, contextInfo: { externalAdReply: { title: 'sem id' } } })).toBeNull();
    expect(adClickIdOf({ message: text, contextInfo: { externalAdReply: { ctwaClid: '   ' } } })).toBeNull();
    expect(adClickIdOf({ message: text, referral: { ctwa_clid: 42 } })).toBeNull();
    expect(adClickIdOf({ message: null })).toBeNull();
  });
});
