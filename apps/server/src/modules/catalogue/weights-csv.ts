/**
 * The product weight catalogue is a two-column CSV ('ID', 'Peso (kg)') exported from a
 * spreadsheet: a byte-order mark may lead, the separator is ',' or ';' (pt-BR Excel uses ';'
 * because decimals take the comma), fields may be quoted. Small enough to read here without
 * a CSV library; every refusal names the line.
 */
import { readCatalogueWeight } from '@ponte/domain/catalogue';

export type WeightRow = { id: string; weight: string };
export type CsvResult = { ok: true; rows: WeightRow[] } | { ok: false; error: string };

export const MAX_ROWS = 100_000;

function splitLine(line: string, sep: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

const normalizeHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

export function parseWeightsCsv(text: string): CsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const sep = header.includes(';') ? ';' : ',';
  const columns = splitLine(header, sep).map(normalizeHeader);
  const idCol = columns.indexOf('id');
  const weightCol = columns.findIndex((c) => c === 'peso (kg)' || c === 'peso');
  if (idCol < 0 || weightCol < 0)
    return { ok: false, error: "Linha 1: o cabeçalho precisa das colunas 'ID' e 'Peso (kg)'" };
  const rows: WeightRow[] = [];
  const seen = new Set<string>();
  for (let n = 1; n < lines.length; n++) {
    if (!lines[n].trim()) continue;
    const fields = splitLine(lines[n], sep);
    const id = fields[idCol] ?? '';
    const weight = (fields[weightCol] ?? '').replace(',', '.');
    const line = n + 1;
    if (!id) return { ok: false, error: `Linha ${line}: ID vazio` };
    // The same reading and bound as every other product weight (values above 20 are grams).
    if (readCatalogueWeight(weight) === undefined)
      return { ok: false, error: `Linha ${line}: peso inválido "${fields[weightCol] ?? ''}" para o ID ${id}` };
    if (seen.has(id)) return { ok: false, error: `Linha ${line}: ID ${id} repetido` };
    seen.add(id);
    rows.push({ id, weight });
    if (rows.length > MAX_ROWS) return { ok: false, error: `O arquivo passa de ${MAX_ROWS} linhas` };
  }
  if (rows.length === 0) return { ok: false, error: 'O arquivo não tem nenhuma linha de produto' };
  return { ok: true, rows };
}
