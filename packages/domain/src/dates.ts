/**
 * Timestamps without a zone suffix are UTC (spec 1 §9): append 'Z' before parsing.
 * Accepts 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm:ss(.sss)' with or without a zone.
 */
export function parseUtc(value: string | null | undefined): Date | null {
  if (!value) return null;
  let text = value.trim().replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) text += 'T00:00:00';
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) text += 'Z';
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const INVALID_DATE_TEXT = 'data inválida';
export const NEVER_TEXT = 'Nunca';

const dateFmt = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFmt = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** dd/mm/aaaa */
export function formatDateBR(value: string | null | undefined): string {
  const d = parseUtc(value);
  return d ? dateFmt.format(d) : INVALID_DATE_TEXT;
}

/** hh:mm */
export function formatTimeBR(value: string | null | undefined): string {
  const d = parseUtc(value);
  return d ? timeFmt.format(d) : INVALID_DATE_TEXT;
}

/** dd/mm/aaaa hh:mm */
export function formatDateTimeBR(value: string | null | undefined): string {
  const d = parseUtc(value);
  return d ? `${dateFmt.format(d)} ${timeFmt.format(d)}` : INVALID_DATE_TEXT;
}

/** 'Nunca' when there is no activity. */
export function formatLastActivity(value: string | null | undefined): string {
  return value ? formatDateTimeBR(value) : NEVER_TEXT;
}

/** Two decimals with a comma, as pt-BR writes numbers. */
export function formatDecimalBR(value: number, digits = 2): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
