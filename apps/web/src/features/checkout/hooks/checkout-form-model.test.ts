import { describe, expect, it } from 'vitest';
import { cardBrand } from '@ponte/domain/cards';
import { checkoutSession, VALID_CPF } from '../test-fixtures';
import {
  applyMask,
  initialValues,
  isCardIncomplete,
  liveCardErrors,
  localPhone,
  toPaymentBody,
  validateCheckout,
  type CheckoutValues,
} from './checkout-form-model';

// The shared schema reads the real clock too, so the card dates are relative to today.
const NOW = new Date();
const THIS_YEAR = String(NOW.getFullYear());
const THIS_MONTH = String(NOW.getMonth() + 1).padStart(2, '0');
const LAST_YEAR = String(NOW.getFullYear() - 1);

const filled = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...initialValues(checkoutSession()),
  customer_cpf: VALID_CPF,
  'customer_address.zipcode': '01310-100',
  'customer_address.street': 'Av. Paulista',
  'customer_address.number': '1000',
  'customer_address.complement': '',
  'customer_address.neighborhood': 'Bela Vista',
  'customer_address.city': 'São Paulo',
  'customer_address.state': 'SP',
  'card_data.number': '4111 1111 1111 1111',
  'card_data.holder_name': 'MARIA SOUZA',
  'card_data.expiry_month': '12',
  'card_data.expiry_year': '2030',
  'card_data.cvv': '123',
  installments: '3',
  ...overrides,
});

describe('checkout masks (spec 2 §5)', () => {
  it.each([
    ['customer_cpf', '52998224725999', '529.982.247-25', 14],
    ['customer_phone', '11988887777123', '(11) 98888-7777', 15],
    ['customer_address.zipcode', '013101009', '01310-100', 9],
    ['customer_address.state', 'sp1x', 'SP', 2],
  ] as const)('%s: %s becomes %s (%i characters)', (field, typed, shown, length) => {
    expect(applyMask(field, typed)).toBe(shown);
    expect(shown).toHaveLength(length);
  });

  it('card number: digits only, grouped by 4, at most 19 digits (23 characters with spaces)', () => {
    expect(applyMask('card_data.number', '4111a1111-1111 11112222')).toBe('4111 1111 1111 1111 222');
    expect(applyMask('card_data.number', '38410011112222333344445')).toBe('3841 0011 1122 2233 334');
  });

  it('holder name is upper-cased; month 2, year 4, CVV 4 digits', () => {
    expect(applyMask('card_data.holder_name', 'maria souza')).toBe('MARIA SOUZA');
    expect(applyMask('card_data.expiry_month', '1a23')).toBe('12');
    expect(applyMask('card_data.expiry_year', '20301')).toBe('2030');
    expect(applyMask('card_data.cvv', '12a345')).toBe('1234');
  });

  it('the stored WhatsApp number loses its 55 country code before the phone mask', () => {
    expect(localPhone('5511988887777')).toBe('11988887777');
    expect(localPhone('11988887777')).toBe('11988887777');
  });
});

describe('prefill from the session', () => {
  it('name from the session, the store e-mail before the plain one, the phone masked', () => {
    const v = initialValues(checkoutSession());
    expect(v.customer_name).toBe('Maria Souza');
    expect(v.customer_email).toBe('maria.loja@cliente.com');
    expect(v.customer_phone).toBe('(11) 98888-7777');
  });

  it('falls back to the plain e-mail without a store e-mail', () => {
    const s = checkoutSession();
    s.shopping_list.user.email_woocomerce = null;
    expect(initialValues(s).customer_email).toBe('maria@cliente.com');
  });
});

describe('payment body (spec 2 §7)', () => {
  it('sends phone, CPF and CEP as digits only and the holder in capitals', () => {
    const body = toPaymentBody(filled({ 'card_data.holder_name': 'maria souza' }), 'credit_card');
    expect(body).toMatchObject({
      customer_phone: '11988887777',
      customer_cpf: '52998224725',
      customer_address: { zipcode: '01310100', state: 'SP' },
      payment_method: 'credit_card',
      card_data: {
        number: '4111111111111111',
        holder_name: 'MARIA SOUZA',
        expiry_month: 12,
        expiry_year: 2030,
        cvv: '123',
      },
      installments: 3,
    });
  });

  it.each(['pix', 'boleto'] as const)('card_data is null and installments 1 for %s', (method) => {
    const body = toPaymentBody(filled(), method);
    expect(body.card_data).toBeNull();
    expect(body.installments).toBe(1);
  });
});

describe('validation (spec 2 §5)', () => {
  it('a complete form has no errors', () => {
    expect(validateCheckout(filled(), 'credit_card', NOW)).toEqual({});
  });

  it("wrong CPF check digits give 'CPF inválido'", () => {
    expect(validateCheckout(filled({ customer_cpf: '529.982.247-24' }), 'pix', NOW)).toEqual({
      customer_cpf: 'CPF inválido',
    });
  });

  it("a short CEP gives 'CEP inválido'", () => {
    expect(validateCheckout(filled({ 'customer_address.zipcode': '0131' }), 'pix', NOW)).toEqual({
      'customer_address.zipcode': 'CEP inválido',
    });
  });

  it('every field but Complemento is required', () => {
    const blank = filled({
      customer_name: '',
      customer_email: '',
      customer_phone: '',
      customer_cpf: '',
      'customer_address.zipcode': '',
      'customer_address.street': '',
      'customer_address.number': '',
      'customer_address.neighborhood': '',
      'customer_address.city': '',
      'customer_address.state': '',
    });
    expect(Object.keys(validateCheckout(blank, 'pix', NOW)).sort()).toEqual(
      [
        'customer_name',
        'customer_email',
        'customer_phone',
        'customer_cpf',
        'customer_address.zipcode',
        'customer_address.street',
        'customer_address.number',
        'customer_address.neighborhood',
        'customer_address.city',
        'customer_address.state',
      ].sort(),
    );
  });

  it('card fields are not checked for PIX or boleto', () => {
    expect(validateCheckout(filled({ 'card_data.number': '1234' }), 'boleto', NOW)).toEqual({});
  });

  it("a card number failing Luhn gives 'Número de cartão inválido'", () => {
    expect(
      validateCheckout(filled({ 'card_data.number': '4111 1111 1111 1112' }), 'credit_card', NOW)['card_data.number'],
    ).toBe('Número de cartão inválido');
  });

  it("month 13 gives 'Mês inválido'", () => {
    expect(
      validateCheckout(filled({ 'card_data.expiry_month': '13' }), 'credit_card', NOW)['card_data.expiry_month'],
    ).toBe('Mês inválido');
  });

  it("a year before this one, or a past month of this year, gives 'Cartão expirado'", () => {
    expect(
      validateCheckout(filled({ 'card_data.expiry_year': LAST_YEAR }), 'credit_card', NOW)['card_data.expiry_year'],
    ).toBe('Cartão expirado');
    expect(
      validateCheckout(
        filled({ 'card_data.expiry_month': THIS_MONTH, 'card_data.expiry_year': THIS_YEAR }),
        'credit_card',
        NOW,
      ),
    ).toEqual({});
    if (NOW.getMonth() > 0) {
      const lastMonth = String(NOW.getMonth()).padStart(2, '0');
      expect(
        validateCheckout(
          filled({ 'card_data.expiry_month': lastMonth, 'card_data.expiry_year': THIS_YEAR }),
          'credit_card',
          NOW,
        )['card_data.expiry_year'],
      ).toBe('Cartão expirado');
    }
  });

  it('a card payment with any blank card field is incomplete', () => {
    expect(isCardIncomplete(filled())).toBe(false);
    expect(isCardIncomplete(filled({ 'card_data.cvv': '' }))).toBe(true);
    expect(isCardIncomplete(filled({ 'card_data.holder_name': ' ' }))).toBe(true);
  });
});

describe('card errors while typing', () => {
  const typing = (number: string, month = '', year = '') =>
    liveCardErrors(
      filled({ 'card_data.number': number, 'card_data.expiry_month': month, 'card_data.expiry_year': year }),
      NOW,
    );

  it('the Luhn check starts at 13 digits', () => {
    expect(typing('4111 1111 1111')['card_data.number']).toBeUndefined();
    expect(typing('4111 1111 1111 2')['card_data.number']).toBe('Número de cartão inválido');
    expect(typing('4111 1111 1111 1111')['card_data.number']).toBeUndefined();
  });

  it('the month is judged at 2 digits and the year at 4', () => {
    expect(typing('', '1')['card_data.expiry_month']).toBeUndefined();
    expect(typing('', '00')['card_data.expiry_month']).toBe('Mês inválido');
    expect(typing('', '12', '202')['card_data.expiry_year']).toBeUndefined();
    expect(typing('', '12', LAST_YEAR)['card_data.expiry_year']).toBe('Cartão expirado');
  });

  it('brand detection includes Elo before Visa', () => {
    expect(cardBrand('4011 78')).toBe('elo');
    expect(cardBrand('4111 11')).toBe('visa');
  });
});
