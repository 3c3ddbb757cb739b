import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findOffensiveWords } from './offensive-words';
import { fold } from './pt-text';
import { checkMessage } from './rule-based-checker';

/** Stems of the insults below, looked for anywhere in the folded letters: glued, spelled-out or hyphenated forms too. */
const STEMS = /idiot|burr[oa]|merd|porr[ao]|caralh|puta|fdp|pqp|vsf|otari|imbeci|desgracad|escrot|vtnc|fod[ae]/;

/**
 * Issue 29: the built-in checker's suggested rewrite never keeps an offensive word, whatever
 * the message around it (punctuation, capitals, stretched letters, phrases split by commas).
 */
const piece = fc.constantFrom(
  'idiota',
  'IDIOTA',
  'idiotaaaa',
  'Burro',
  'burrrro',
  'merda',
  'porra',
  'caralho',
  'fdp',
  'PQP',
  'vsf',
  'cala a boca',
  'cala boca',
  'filho da puta',
  'vai tomar no cu',
  'seu',
  'você é',
  'um',
  'e',
  'que',
  'olá',
  'bom dia',
  'seu pedido',
  'chegou',
  'amanhã',
  'obrigado',
  'a entrega',
  'o valor',
  'puta',
  'lixo',
  'cu',
  'droga',
  'cliente',
  'tudo bem',
  'otário',
  'imbecis',
  'desgraçado',
  'escroto',
  'vtnc',
  'filho-da-puta',
  'seu_idiota',
  '#idiota',
  'idiota123',
  '1d10ta',
  'Idiota!',
  'i-d-i-o-t-a',
  'p.u.t.a',
  'i d i o t a',
  'idiotice',
  'burrice',
  'merdinha',
  'idiotinha',
  'otarios',
  'IdIoTa',
  'caralhooo',
  'vai se foder',
  'foda-se',
  'fodase',
  'p0rra',
);
const sep = fc.constantFrom(' ', ', ', '! ', '. ', '? ', '\n', '... ', ' - ', ': ', '!!! ', ' (', ') ', '"', ' *');

const message = fc.array(fc.tuple(piece, sep), { minLength: 1, maxLength: 12 }).map((parts) =>
  parts
    .map(([p, s]) => p + s)
    .join('')
    .trim(),
);

describe('the built-in rewrite', () => {
  it('never keeps an offensive word (random messages)', () => {
    fc.assert(
      fc.property(message, (m) => {
        const { corrected_message } = checkMessage(m);
        expect(findOffensiveWords(corrected_message), `"${m}" → "${corrected_message}"`).toEqual([]);
        expect(fold(corrected_message).replace(/[^a-z]/g, ''), `"${m}" → "${corrected_message}"`).not.toMatch(STEMS);
      }),
      { numRuns: 3000 },
    );
  });
});
