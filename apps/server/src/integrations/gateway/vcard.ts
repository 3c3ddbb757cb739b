import type { EvolutionMessage } from '@ponte/domain/gateway-message';

/** A contacts message can hold hundreds of cards; the chat entry lists the first ones. */
const MAX_CARDS_SHOWN = 20;

type Card = { displayName?: string | null; vcard?: string | null };

/** vCard text escapes (RFC 6350 §3.4) read back; '\n' becomes a space, one line per card. */
const unescape = (value: string) =>
  value.replace(/\\([,;\\nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? ' ' : c)).trim();

/** Lines of a vCard with folded continuations (a line starting with a space or tab) joined. */
const unfold = (vcard: string) => vcard.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

/**
 * Name and numbers of one card: 'FN' for the name, 'TEL' values for numbers. WhatsApp writes
 * 'TEL;type=CELL;waid=5511999990000:+55 11 99999-0000'; the shown value is kept as written,
 * or the `waid` digits when the value is empty.
 */
function readCard(card: Card) {
  let name: string | null = null;
  const numbers: string[] = [];
  for (const line of unfold(card.vcard ?? '')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const [property, ...params] = line.slice(0, colon).split(';');
    const value = unescape(line.slice(colon + 1));
    const prop = property.split('.').at(-1)!.toUpperCase();
    if (prop === 'FN' && value) name = value;
    if (prop === 'TEL') {
      const waid = params.map((p) => /^waid=(\d+)$/i.exec(p.trim())?.[1]).find(Boolean);
      const number = value.replace(/^tel:/i, '') || (waid ? `+${waid}` : '');
      if (number) numbers.push(number);
    }
  }
  name = name ?? (card.displayName?.trim() || null);
  if (!name && numbers.length === 0) return null;
  return `${name ?? 'Sem nome'}${numbers.length ? `: ${numbers.join(', ')}` : ''}`;
}

/** A shared contact card ('contactMessage') or several ('contactsArrayMessage') as chat text. */
export function contactCardsText(m: EvolutionMessage): string | null {
  if (m.contactMessage) return `[contato] ${readCard(m.contactMessage) ?? 'sem dados'}`;
  if (!m.contactsArrayMessage) return null;
  const cards = (m.contactsArrayMessage.contacts ?? []).map(readCard).filter((c): c is string => c !== null);
  const shown = cards.slice(0, MAX_CARDS_SHOWN).map((c) => `- ${c}`);
  if (cards.length > MAX_CARDS_SHOWN) shown.push(`… e mais ${cards.length - MAX_CARDS_SHOWN}`);
  return ['[contatos]', ...shown].join('\n');
}
