import { describe, expect, it } from 'vitest';
import { TEMPLATE_TYPES } from '@ponte/domain/ai';
import { builtinMessage, builtinWriter, firstName } from './builtin-templates';
import { checkMessage } from './rule-based-checker';

const items = [
  { product_name: 'iPhone 15 Pro', quantity: 2, product_price: 999 },
  { product_name: 'AirPods Pro', quantity: undefined, product_price: undefined },
];

describe('built-in templates', () => {
  it('greets by first name only, properly capitalised', () => {
    expect(firstName('  maria  SOUZA ')).toBe('Maria');
    expect(firstName(undefined)).toBe('');
    expect(builtinMessage({ templateType: 'welcome', customerName: 'JOÃO silva', items: [] })).toMatch(/^Olá, João!/);
    expect(builtinMessage({ templateType: 'welcome', items: [] })).toMatch(/^Olá!/);
  });

  it('freight_simulation lists every item with its quantity (1 when missing)', () => {
    const text = builtinMessage({ templateType: 'freight_simulation', customerName: 'Maria', items });
    expect(text).toContain('• 2x iPhone 15 Pro\n• 1x AirPods Pro');
    expect(text).toMatch(/frete/);
  });

  it('freight_simulation without items asks for the list', () => {
    expect(builtinMessage({ templateType: 'freight_simulation', customerName: 'Maria', items: [] })).toMatch(
      /me envie o nome e a quantidade/,
    );
  });

  it('payment_confirmation thanks and summarises the order', () => {
    const text = builtinMessage({ templateType: 'payment_confirmation', customerName: 'Maria', items });
    expect(text).toMatch(/obrigado/i);
    expect(text).toContain('Resumo do pedido:\n• 2x iPhone 15 Pro\n• 1x AirPods Pro\nTotal: 3 unidades');
  });

  it('long lists are cut after 15 items', () => {
    const many = Array.from({ length: 18 }, (_v, i) => ({ product_name: `Produto ${i + 1}`, quantity: 1 }));
    const text = builtinMessage({ templateType: 'follow_up', items: many });
    expect(text).toContain('• 1x Produto 15\n• e mais 3 itens');
    expect(text).not.toContain('Produto 16');
  });

  it.each(TEMPLATE_TYPES)('%s: deterministic, uses the name and passes the pre-send check', async (templateType) => {
    const input = { templateType, customerName: 'Maria Souza', items };
    const text = await builtinWriter.generate(input);
    expect(text).toBe(builtinMessage(input));
    expect(text).toMatch(/^Olá, Maria!/);
    expect(text).not.toMatch(/R\$|999/);
    expect(checkMessage(text, { firstContact: true })).toMatchObject({ valid: true, issues: [], suggestions: [] });
  });
});
