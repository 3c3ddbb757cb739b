import { describe, expect, it } from 'vitest';
import { maskSecret, PIXEL_ID_PATTERN, SaveConfigurationsSchema, settingsText } from './settings';

describe('Pixel ID', () => {
  it.each([
    ['123456789012345', true],
    ['1234567890123456', true],
    ['12345678901234', false],
    ['12345678901234567', false],
    ['12345678901234x', false],
  ])('%s valid: %s', (id, valid) => expect(PIXEL_ID_PATTERN.test(id)).toBe(valid));

  it('an empty Pixel ID clears the setting', () => {
    expect(SaveConfigurationsSchema.safeParse({ meta_pixel_id: '' }).success).toBe(true);
  });
});

describe('secrets', () => {
  it('are masked to the last 4 characters, short ones entirely', () => {
    expect(maskSecret('EAAB1234567890wxyz')).toBe('••••••••wxyz');
    expect(maskSecret('abc')).toBe('••••••••');
    expect(maskSecret('')).toBe('');
  });
});

describe('WooCommerce settings', () => {
  it.each(['https://loja.example', 'http://127.0.0.1:8080/wp', ''])('accepts the store address %j', (url) => {
    expect(SaveConfigurationsSchema.safeParse({ woocommerce_url: url }).success).toBe(true);
  });

  it.each(['ftp://loja.example', 'loja.example', 'https://loja example'])(
    'refuses the store address %j with the Portuguese message',
    (url) => {
      const parsed = SaveConfigurationsSchema.safeParse({ woocommerce_url: url });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('URL inválida (use http:// ou https://)');
    },
  );

  it('takes the consumer key and secret trimmed', () => {
    const parsed = SaveConfigurationsSchema.parse({
      woocommerce_consumer_key: ' ck_1 ',
      woocommerce_consumer_secret: ' cs_2 ',
    });
    expect(parsed).toEqual({ woocommerce_consumer_key: 'ck_1', woocommerce_consumer_secret: 'cs_2' });
  });
});

describe('public address (public_url)', () => {
  it.each([
    ['https://ponte.loja.com.br', 'https://ponte.loja.com.br'],
    ['https://ponte.loja.com.br/', 'https://ponte.loja.com.br'],
    ['  HTTPS://Ponte.Loja.com.br:8443/  ', 'https://ponte.loja.com.br:8443'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['', ''],
  ])('saves %j as %j', (input, saved) => {
    expect(SaveConfigurationsSchema.parse({ public_url: input }).public_url).toBe(saved);
  });

  it.each([
    'ponte.loja.com.br',
    'ftp://ponte.loja.com.br',
    'https:ponte.loja.com.br',
    'https://ponte.loja.com.br/checkout',
    'https://ponte.loja.com.br//',
    'https://ponte.loja.com.br/?x=1',
    'https://ponte.loja.com.br/#x',
    'https://user:senha@ponte.loja.com.br',
    'https://ponte loja.com.br',
    'javascript:alert(1)',
    `https://${'a'.repeat(200)}.com`,
  ])('refuses %j with a Portuguese message', (input) => {
    const result = SaveConfigurationsSchema.safeParse({ public_url: input });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(settingsText.invalidPublicUrl);
  });
});
