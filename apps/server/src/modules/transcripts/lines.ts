import { transcriptText, type TranscriptFormat } from '@ponte/domain/conversation-texts';
import type { ChatMessage } from '@ponte/domain/conversations';
import type { ChatNote } from '@ponte/domain/notes';
import { shopDateTime } from '../../lib/csv';

/** One line of a transcript: when, who, what; a note is marked as one. */
export type TranscriptLine = { at: string; who: string; text: string; note: boolean };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Who wrote a message, as a reader of the transcript needs it named. */
function authorOf(message: ChatMessage, customerName: string): string {
  switch (message.sent_by) {
    case 'customer':
      return fill(transcriptText.customer, { name: customerName });
    case 'staff':
      return fill(transcriptText.staff, { name: message.sender_name ?? '—' });
    case 'bot':
      return transcriptText.bot;
    case 'phone':
      return transcriptText.phone;
  }
}

/**
 * A message's text for the transcript: a kept file ('/uploads/x.png;legenda') becomes its name
 * and its address (under the shop's public address when one is set), then its caption.
 */
export function contentText(content: string, publicUrl: string | null): string {
  if (!content.startsWith('/uploads/')) return content;
  const [path, ...rest] = content.split(';');
  const caption = rest.join(';').trim();
  const link = publicUrl ? `${publicUrl.replace(/\/+$/, '')}${path}` : path!;
  const file = `[${fill(transcriptText.file, { name: path!.slice('/uploads/'.length) })} — ${link}]`;
  return caption ? `${file} ${caption}` : file;
}

/** Messages and notes, oldest first (a note after the messages of the same instant). */
export function transcriptLines(
  messages: ChatMessage[],
  notes: ChatNote[],
  customerName: string,
  publicUrl: string | null,
): TranscriptLine[] {
  const lines = [
    ...messages.map((m) => ({
      sortAt: m.created_at,
      order: 0,
      line: { at: m.created_at, who: authorOf(m, customerName), text: contentText(m.content, publicUrl), note: false },
    })),
    ...notes.map((n) => ({
      sortAt: n.created_at,
      order: 1,
      line: {
        at: n.created_at,
        who: fill(transcriptText.note, { name: n.author_name ?? '—' }),
        text: n.content,
        note: true,
      },
    })),
  ];
  lines.sort((a, b) => (a.sortAt === b.sortAt ? a.order - b.order : a.sortAt < b.sortAt ? -1 : 1));
  return lines.map((l) => l.line);
}

export type TranscriptHeader = { title: string; exported: string; counts: string };

export function transcriptHeader(
  customer: { name: string; phone: string },
  by: string,
  now: Date,
  counts: { messages: number; notes: number },
): TranscriptHeader {
  return {
    title: fill(transcriptText.title, { name: `${customer.name} (${customer.phone})` }),
    exported: fill(transcriptText.exportedBy, { at: shopDateTime(now.toISOString()), by }),
    counts: fill(transcriptText.counts, {
      messages: counts.messages.toLocaleString('pt-BR'),
      notes: counts.notes.toLocaleString('pt-BR'),
    }),
  };
}

/** The transcript as plain text: the header, a blank line, then '[dd/mm/aaaa hh:mm] Quem: texto'. */
export function plainTranscript(header: TranscriptHeader, lines: TranscriptLine[]): string {
  const body = lines.length ? lines.map((l) => `[${shopDateTime(l.at)}] ${l.who}: ${l.text}`) : [transcriptText.empty];
  return [header.title, header.exported, header.counts, '', ...body, ''].join('\n');
}

/** The download's name: 'conversa-maria-souza-2026-11-28.txt'. */
export function transcriptFileName(customerName: string, day: string, format: TranscriptFormat) {
  const slug =
    customerName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'cliente';
  return `conversa-${slug}-${day}.${format}`;
}
