import { describe, expect, it } from 'vitest';
import { crc16, isValidPixKey, parsePixPayload, pixPayload } from './pix';

describe('PIX BR Code', () => {
  it('CRC-16/CCITT-FALSE matches the check value and the BCB manual example', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(
      crc16(
        '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304',
      ),
    ).toBe('1D3D');
  });

  it('builds the worked example byte for byte', () => {
    const code = pixPayload({
      key: '+5511999999999',
      description: 'Pedido 1234',
      amountCents: 15000,
      merchantName: 'PONTE COMPRAS LTDA',
      merchantCity: 'SAO PAULO',
      txid: 'PONTE1234',
    });
    expect(code).toBe(
      '00020126510014br.gov.bcb.pix0114+55119999999990211Pedido 12345204000053039865406150.005802BR5918PONTE COMPRAS LTDA6009SAO PAULO62130509PONTE12346304AEF3',
    );
  });

  it('strips accents, cuts name at 25 and city at 15, and uses *** without a txid', () => {
    const code = pixPayload({
      key: 'loja@ponte.com',
      merchantName: 'Ponte Importações e Comércio Ltda',
      merchantCity: 'São José dos Campos',
      amountCents: 1,
    });
    const f = parsePixPayload(code)!;
    expect(f['59']).toBe('Ponte Importacoes e Comer');
    expect(f['60']).toBe('Sao Jose dos Ca');
    expect(f['54']).toBe('0.01');
    expect(f['62.05']).toBe('***');
    expect(f['26.01']).toBe('loja@ponte.com');
  });

  it('parse refuses a payload whose CRC does not match', () => {
    const code = pixPayload({ key: '12345678909', merchantName: 'A', merchantCity: 'B', amountCents: 100 });
    expect(parsePixPayload(code)).not.toBeNull();
    expect(parsePixPayload(code.replace('1.00', '2.00'))).toBeNull();
  });

  it('accepts the key formats of the manual', () => {
    for (const key of [
      '12345678909',
      '12345678000199',
      'pix@loja.com',
      '+5511987654321',
      '123e4567-e12b-12d1-a456-426655440000',
    ])
      expect(isValidPixKey(key)).toBe(true);
    for (const key of ['123', 'sem arroba', '11987654321x', '+1555123456']) expect(isValidPixKey(key)).toBe(false);
  });
});
