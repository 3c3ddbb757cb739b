import { capitalizeFirst, tidy, tokenize, type Token } from './pt-text';

// Common pt-BR insults, slurs and swear words, accent-folded, matched as whole words.
// Words with an innocent everyday meaning in a shop chat (anta, besta, droga, porcaria) are left out.
const OFFENSIVE_WORDS: readonly RegExp[] = [
  /^idiotas?$/,
  /^burr[oa]s?$/,
  /^otari[oa]s?$/,
  /^imbecil$|^imbecis$/,
  /^merdas?$/,
  /^porras?$/,
  /^caralhos?$/,
  /^vagabund[oa]s?$/,
  /^lixos?$/,
  /^babacas?$/,
  /^palhac[oa]s?$/,
  /^cretin[oa]s?$/,
  /^estupid[oa]s?$/,
  /^desgracad[oa]s?$/,
  /^put[ao]s?$/,
  /^cuzao$|^cuzoes$|^cu$/,
  /^arrombad[oa]s?$/,
  /^viad[oa]s?$/,
  /^bostas?$/,
  /^fod(a|er|ase|id[oa]s?)$|^fud(er|id[oa]s?)$/,
  /^cornos?$/,
  /^escrot[oa]s?$/,
  /^retardad[oa]s?$/,
  /^mongoloides?$/,
  /^safad[oa]s?$/,
  /^pilantras?$/,
  /^canalhas?$/,
  /^trouxas?$/,
  /^jumentos?$/,
  /^cacetes?$/,
  /^vadias?$/,
  /^(fdp|pqp|vsf|tnc|vtnc|vtmnc|krl|crl|pnc)$/,
];

// Rude phrases made of innocent words.
const OFFENSIVE_PHRASES: readonly string[][] = [
  ['cala', 'a', 'boca'],
  ['cala', 'boca'],
  ['cale', 'a', 'boca'],
  ['filho', 'da', 'puta'],
  ['filha', 'da', 'puta'],
  ['vai', 'tomar', 'no', 'cu'],
  ['tomar', 'no', 'cu'],
];

// Words that only carry an insult ('seu', 'você é um'…): a clause made of these and insults is dropped whole.
const FILLER = new Set(
  (
    'seu sua seus suas teu tua voce voces vc vcs tu e eh sao um uma uns umas o a os as de do da dos das que q esse essa ' +
    'esses essas isso este esta isto aquele aquela muito mto mt tao mais mesmo msm bem grande bando pedaco cara mano ' +
    'porque pq so ja entao ai ne hein ein ta ser foi ficou fica pra para com no na vai mas ou nem como seria parece ' +
    'deixa sendo la se te me'
  ).split(' '),
);

// Left neighbours removed together with an insult ('seu idiota', 'você é uma merda', 'deixa de ser babaca').
const LEAD_IN = new Set(
  'seu sua seus suas teu tua um uma uns umas de do da que q esse essa isso tao muito mto grande bando como e eh sao ser deixa voce vc tu'.split(
    ' ',
  ),
);

// Words left hanging once the insult next to them is gone: 'você é' before it, 'e' after it.
const DANGLING_BEFORE = new Set(
  'e eh sao foi ser um uma o a de do da que seu sua como muito tao mais mesmo msm se voce vc tu'.split(' '),
);
const DANGLING_AFTER = new Set('e mas ou entao ai que q'.split(' '));

// Diminutives, augmentatives and the '-ice' nouns of the common insults ('merdinha', 'idiotice').
const SUFFIXED =
  /^(idiot|burr|otari|cretin|estupid|escrot|vagabund|safad|desgracad|retardad|arrombad|palhac|babac|merd|bost|imbecil)(inh[oa]s?|zinh[oa]s?|ao|ona|oes|ice|ices)$/;

// Digits written for letters ('1d10ta', 'p0rra').
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b' };

/**
 * The forms a word is checked in: as written, with stretched letters collapsed ('idiotaaaa',
 * 'burrrro'), with digits read as letters ('1d10ta') and with digits dropped ('idiota123').
 */
function variants(word: string): string[] {
  const forms = new Set([word, word.replace(/\d/g, (d) => LEET[d] ?? d), word.replace(/\d+/g, '')]);
  for (const form of [...forms]) {
    forms.add(form.replace(/(.)\1{2,}/g, '$1'));
    forms.add(form.replace(/(.)\1{2,}/g, '$1$1'));
  }
  return [...forms].filter(Boolean);
}

const isOffensiveWord = (folded: string) =>
  variants(folded).some((v) => SUFFIXED.test(v) || OFFENSIVE_WORDS.some((re) => re.test(v)));

/**
 * A word spelled out letter by letter ('i-d-i-o-t-a', 'p.u.t.a', 'i d i o t a'): runs of
 * single-letter tokens at most two characters apart, read as one word.
 */
function spelledOut(tokens: Token[], hits: Set<number>) {
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    while (
      j + 1 < tokens.length &&
      tokens[j].folded.length === 1 &&
      tokens[j + 1].folded.length === 1 &&
      tokens[j + 1].start - tokens[j].end <= 2
    )
      j += 1;
    // The run may carry a real one-letter word on either side ('i-d-i-o-t-a a entrega'): every stretch is tried.
    for (let from = i; from <= j - 2; from += 1)
      for (let to = j; to >= from + 2; to -= 1) {
        const word = tokens.slice(from, to + 1).map((t) => t.folded);
        if (isOffensiveWord(word.join(''))) for (let k = from; k <= to; k += 1) hits.add(k);
      }
    i = j + 1;
  }
}

/** Cuts the spelled-out insults first: their dots and dashes would split them across clauses. */
function cutSpelledOut(message: string): string {
  const tokens = tokenize(message);
  const hits = new Set<number>();
  spelledOut(tokens, hits);
  if (hits.size === 0) return message;
  let out = '';
  let from = 0;
  [...hits]
    .sort((a, b) => a - b)
    .forEach((i, n, all) => {
      // A run is cut from its first letter to its last, separators between them included.
      if (n > 0 && all[n - 1] === i - 1) {
        from = tokens[i].end;
        return;
      }
      out += message.slice(from, tokens[i].start);
      from = tokens[i].end;
    });
  return out + message.slice(from);
}

/** Indexes of tokens that are offensive, either alone or as part of a rude phrase. */
function offensiveIndexes(tokens: Token[]): Set<number> {
  const hits = new Set<number>();
  tokens.forEach((t, i) => {
    if (isOffensiveWord(t.folded)) hits.add(i);
    for (const phrase of OFFENSIVE_PHRASES) {
      if (phrase.every((w, k) => tokens[i + k]?.folded === w)) phrase.forEach((_w, k) => hits.add(i + k));
    }
  });
  spelledOut(tokens, hits);
  return hits;
}

/** The offensive words and phrases of a message, as written, in order. */
export function findOffensiveWords(message: string): string[] {
  const tokens = tokenize(message);
  const hits = [...offensiveIndexes(tokens)].sort((a, b) => a - b);
  const spans: { start: number; end: number }[] = [];
  for (const i of hits) {
    const last = spans.at(-1);
    if (last && hits.includes(i - 1)) last.end = tokens[i].end;
    else spans.push({ start: tokens[i].start, end: tokens[i].end });
  }
  return spans.map((s) => message.slice(s.start, s.end));
}

/**
 * An insult at the end of a clause takes the words leading into it ('se você é burro'), and one at
 * the start takes the connector after it ('cala a boca e espera'), so no fragment is left hanging.
 */
function trimDangling(tokens: Token[], cut: Set<number>) {
  const edge = (indexes: number[], dangling: Set<string>) => {
    const run: number[] = [];
    for (const i of indexes) {
      if (!cut.has(i) && !dangling.has(tokens[i].folded)) break;
      run.push(i);
    }
    if (run.some((i) => cut.has(i))) run.forEach((i) => cut.add(i));
  };
  const order = tokens.map((_t, i) => i);
  edge([...order].reverse(), DANGLING_BEFORE);
  edge(order, DANGLING_AFTER);
}

const CLAUSE = /[^,;.!?\n]+|[,;.!?\n]+/g;

/**
 * Cuts insults out of a message. A clause that is only an insult ('Seu idiota,') goes whole;
 * elsewhere the insult and the words leading into it are removed, and the rest is kept.
 */
export function removeOffensiveWords(original: string): string {
  if (findOffensiveWords(original).length === 0) return original;
  const message = cutSpelledOut(original);
  const parts = message.match(CLAUSE) ?? [];
  const kept = parts.map((part) => {
    if (!/[\p{L}\p{N}]/u.test(part)) return part;
    const tokens = tokenize(part);
    const hits = offensiveIndexes(tokens);
    if (hits.size === 0) return part;
    if (tokens.every((t, i) => hits.has(i) || FILLER.has(t.folded))) return '';
    const cut = new Set(hits);
    for (const i of hits) {
      for (let j = i - 1; j >= 0 && !cut.has(j) && LEAD_IN.has(tokens[j].folded); j -= 1) cut.add(j);
    }
    trimDangling(tokens, cut);
    let out = '';
    let from = 0;
    tokens.forEach((t, i) => {
      if (!cut.has(i)) return;
      out += part.slice(from, t.start);
      from = t.end;
    });
    return out + part.slice(from);
  });
  return capitalizeFirst(tidy(kept.join('')));
}
