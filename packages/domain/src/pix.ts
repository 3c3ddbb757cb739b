/**
 * Static PIX BR Code (BCB "Manual de Padrões para Iniciação do Pix", EMV QRCPS-MPM):
 * ID + 2-digit length + value per field, CRC-16/CCITT-FALSE over everything up to and
 * including '6304'.
 */

export function crc16(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i++) {
    crc ^= payload.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** ASCII only: the payload's lengths count characters and banks reject accents. */
export const pixText = (value: string, max: number) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '')
    .trim()
    .slice(0, max);

export type PixCharge = {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** BRL cents; omitted for an open amount. */
  amountCents?: number;
  /** Up to 25 letters and digits; '***' when none. */
  txid?: string;
  description?: string;
};

export function pixPayload(c: PixCharge): string {
  const account =
    field('00', 'br.gov.bcb.pix') + field('01', c.key) + (c.description ? field('02', pixText(c.description, 40)) : '');
  const txid = (c.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (c.amountCents !== undefined ? field('54', (c.amountCents / 100).toFixed(2)) : '') +
    field('58', 'BR') +
    field('59', pixText(c.merchantName, 25)) +
    field('60', pixText(c.merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16(body);
}

/** Reads the fields back (top level, and the nested 26 and 62); null when lengths or the CRC are wrong. */
export function parsePixPayload(payload: string): Record<string, string> | null {
  if (payload.length < 8 || crc16(payload.slice(0, -4)) !== payload.slice(-4)) return null;
  const read = (text: string, prefix = ''): Record<string, string> | null => {
    const out: Record<string, string> = {};
    let i = 0;
    while (i < text.length) {
      const id = text.slice(i, i + 2);
      const len = Number(text.slice(i + 2, i + 4));
      if (!/^\d{2}$/.test(id) || !Number.isInteger(len) || i + 4 + len > text.length) return null;
      const value = text.slice(i + 4, i + 4 + len);
      out[prefix + id] = value;
      if (!prefix && (id === '26' || id === '62')) {
        const inner = read(value, `${id}.`);
        if (!inner) return null;
        Object.assign(out, inner);
      }
      i += 4 + len;
    }
    return out;
  };
  return read(payload);
}

/** The PIX key formats of the BCB manual: CPF, CNPJ, e-mail, +55 phone or a random key (UUID). */
export function isValidPixKey(key: string): boolean {
  const k = key.trim();
  return (
    /^\d{11}$/.test(k) ||
    /^\d{14}$/.test(k) ||
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(k) ||
    /^\+55\d{10,11}$/.test(k) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(k)
  );
}
