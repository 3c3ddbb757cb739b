import { describe, expect, it } from 'vitest';
import { parseWeightsCsv } from './weights-csv';

describe('product weight CSV', () => {
  it("reads 'ID' and 'Peso (kg)' with a byte-order mark and comma decimals", () => {
    const r = parseWeightsCsv('\uFEFFID;Peso (kg)\r\n101;0,8\r\n102;350\r\n');
    expect(r).toEqual({
      ok: true,
      rows: [
        { id: '101', weight: '0.8' },
        { id: '102', weight: '350' },
      ],
    });
  });

  it('accepts comma-separated files with quoted comma decimals and extra columns', () => {
    const r = parseWeightsCsv('Nome,ID,Peso (kg)\n"Tênis, azul",7,"1,25"\n');
    expect(r).toEqual({ ok: true, rows: [{ id: '7', weight: '1.25' }] });
  });

  it.each([
    ['Produto;Peso\n1;2', "Linha 1: o cabeçalho precisa das colunas 'ID' e 'Peso (kg)'"],
    ['ID;Peso (kg)\n1;0,5\n2;abc', 'Linha 3: peso inválido "abc" para o ID 2'],
    ['ID;Peso (kg)\n1;0,5\n;1', 'Linha 3: ID vazio'],
    ['ID;Peso (kg)\n1;0', 'Linha 2: peso inválido "0" para o ID 1'],
    ['ID;Peso (kg)\n1;1\n1;2', 'Linha 3: ID 1 repetido'],
    ['ID;Peso (kg)\n', 'O arquivo não tem nenhuma linha de produto'],
  ])('refuses %j naming the line: %s', (text, error) => expect(parseWeightsCsv(text)).toEqual({ ok: false, error }));

  it.each(['1e308', '9007199254740993', '0x10', 'Infinity', 'NaN', '1,2,3', '-1', '1000001'])(
    'refuses the weight %j: not a decimal, or beyond 1,000 kg (1,000,000 read as grams)',
    (weight) =>
      expect(parseWeightsCsv(`ID;Peso (kg)\n1;0,5\n2;${weight}`)).toEqual({
        ok: false,
        error: `Linha 3: peso inválido "${weight}" para o ID 2`,
      }),
  );

  it('accepts the largest weight: 1,000,000 grams', () => {
    expect(parseWeightsCsv('ID;Peso (kg)\n1;1000000')).toEqual({ ok: true, rows: [{ id: '1', weight: '1000000' }] });
  });
});
