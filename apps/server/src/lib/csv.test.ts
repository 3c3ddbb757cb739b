import { describe, expect, it } from 'vitest';
import { brazilianCsv, decimalComma, neutralizeFormula } from './csv';

type Row = { name: string; total: number; note: string | null };
const columns = [
  { header: 'Cliente', value: (r: Row) => r.name },
  { header: 'Valor (USD)', value: (r: Row) => r.total },
  { header: 'Observação', value: (r: Row) => r.note },
];

describe('brazilianCsv', () => {
  it('writes a BOM, ; separators, CRLF lines and decimal commas', () => {
    const csv = brazilianCsv(columns, [{ name: 'João Silva', total: 1234.5, note: null }]);
    expect(csv).toBe('\uFEFFCliente;Valor (USD);Observação\r\nJoão Silva;1234,50;\r\n');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    const csv = brazilianCsv(columns, [{ name: 'Ana; "Aninha"', total: 0, note: 'linha 1\nlinha 2' }]);
    expect(csv.split('\r\n')[1]).toBe('"Ana; ""Aninha""";0,00;"linha 1\nlinha 2"');
  });

  it('neutralizes cells a spreadsheet would run as formulas', () => {
    for (const text of ['=HYPERLINK("x")', '+55 11', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    expect(neutralizeFormula('Maria')).toBe('Maria');
    const csv = brazilianCsv(columns, [{ name: '=1+1', total: 1, note: null }]);
    expect(csv.split('\r\n')[1]).toBe("'=1+1;1,00;");
  });

  it('decimalComma rounds to the given digits', () => {
    expect(decimalComma(10)).toBe('10,00');
    expect(decimalComma(7.456, 1)).toBe('7,5');
  });
});
