import type PDFKit from 'pdfkit';
import { shopDateTime } from '../../lib/csv';
import type { TranscriptHeader, TranscriptLine } from './lines';
import { loadOnUse } from '../../lib/load-on-use';

/**
 * Characters PDF's standard fonts draw (WinAnsi: Latin-1 and a few more, every Portuguese
 * letter among them). Anything else (an emoji) would print as garbage: it becomes '?'. The
 * text transcript keeps every character as it is.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const drawable = (text: string) =>
  [...text]
    .map((c) => {
      const code = c.codePointAt(0)!;
      return code === 10 || (code >= 32 && code <= 126) || (code >= 160 && code <= 255) || WIN_ANSI_EXTRA.has(c)
        ? c
        : '?';
    })
    .join('');

/** The transcript as an A4 PDF: the header, then each line with its time and author; notes on yellow. */
export function pdfTranscript(header: TranscriptHeader, lines: TranscriptLine[], emptyText: string): Promise<Buffer> {
  // pdfkit, with fontkit and a brotli decoder, is megabytes: loaded on the first PDF (docs/0027).
  const PDFDocument = loadOnUse('pdfkit') as typeof PDFKit;
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: drawable(header.title), Producer: 'Ponte' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 96;
  doc.font('Helvetica-Bold').fontSize(16).text(drawable(header.title));
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#444444');
  doc.text(drawable(header.exported)).text(drawable(header.counts));
  doc.moveDown(1).fillColor('#000000');
  if (lines.length === 0) doc.fontSize(10).text(emptyText);
  for (const line of lines) {
    const top = doc.y;
    const meta = `${shopDateTime(line.at)} · ${drawable(line.who)}`;
    const height =
      doc
        .font('Helvetica-Bold')
        .fontSize(8)
        .heightOfString(meta, { width: width - 12 }) +
      doc
        .font('Helvetica')
        .fontSize(10)
        .heightOfString(drawable(line.text), { width: width - 12 }) +
      10;
    if (top + height > doc.page.height - 48) doc.addPage();
    if (line.note)
      doc
        .rect(48, doc.y - 2, width, height)
        .fill('#fff3bf')
        .fillColor('#000000');
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(line.note ? '#7a4a00' : '#3b3b8f');
    doc.text(meta, 54, doc.y + 2, { width: width - 12 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#000000')
      .text(drawable(line.text), { width: width - 12 });
    doc.moveDown(0.6);
    doc.x = 48;
  }
  doc.end();
  return done;
}
