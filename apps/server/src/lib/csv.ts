import { Readable, pipeline } from 'node:stream';
import { stringify as csvStringifier } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { SHOP_TIME_ZONE } from '@ponte/domain/dates';

/** A column of an exported table: its header and how a row shows in it. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null };

/** Byte-order mark: without it Excel reads the UTF-8 accents of 'Comissão' as two characters. */
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) gets a
 * leading apostrophe, so an exported customer name cannot execute in the staff's Excel.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Money and decimals the way a Brazilian spreadsheet reads them: 1234.5 → "1234,50". */
export const decimalComma = (value: number, digits = 2) => value.toFixed(digits).replace('.', ',');

/**
 * A table as a CSV that Excel and LibreOffice open in pt-BR without an import dialog: `;`
 * between cells (the comma is the decimal mark), UTF-8 with BOM, CRLF line ends. Numbers
 * are written with a decimal comma; text cells are neutralized against formulas.
 */
export function brazilianCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  return BOM + csvTable(columns, rows);
}

/**
 * Several tables in one pt-BR CSV file, each with its own header, an empty line between them:
 * a statistics screen's cards, chart and ranking, as the screen shows them (issue 29).
 */
export function brazilianCsvSections(sections: string[]): string {
  return BOM + sections.join('\r\n');
}

/** One table of a file made by brazilianCsvSections: a header and its rows. */
export const csvSection = <T>(columns: CsvColumn<T>[], rows: T[]) => csvTable(columns, rows);

/** 'YYYY-MM-DD' → 'dd/mm/aaaa': a shop day as written, no zone to apply. */
export const brazilianDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const shopClock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** 'dd/mm/aaaa hh:mm' on the shop's clock: a file has no reader's zone to follow. */
export const shopDateTime = (iso: string) => shopClock.format(new Date(iso)).replace(', ', ' ');

function csvTable<T>(columns: CsvColumn<T>[], rows: T[]): string {
  return stringify(
    rows.map((row) => cellsOf(columns, row)),
    tableOptions(columns),
  );
}

/**
 * brazilianCsv's bytes, written while the rows arrive a page at a time: an export of a year of
 * sales is never whole in memory. The stream pulls the next page only when the reader took the
 * previous one (backpressure), and stops reading when the reader goes away.
 */
export function brazilianCsvStream<T>(columns: CsvColumn<T>[], pages: AsyncIterable<T[]>): Readable {
  async function* records() {
    for await (const page of pages) for (const row of page) yield cellsOf(columns, row);
  }
  const out = csvStringifier({ ...tableOptions(columns), bom: true });
  // A failed page destroys `out` with its error, which ends the reply; nothing else to do here.
  pipeline(Readable.from(records()), out, () => {});
  return out;
}

const cell = (v: string | number | null) =>
  v === null ? '' : typeof v === 'number' ? decimalComma(v) : neutralizeFormula(v);

const cellsOf = <T>(columns: CsvColumn<T>[], row: T) => columns.map((c) => cell(c.value(row)));

const tableOptions = <T>(columns: CsvColumn<T>[]) => ({
  delimiter: ';',
  record_delimiter: 'windows' as const,
  // A bare line feed inside a cell would split the row in some readers: quote it too.
  quoted_match: /[\r\n]/,
  header: true,
  columns: columns.map((c) => c.header),
});
