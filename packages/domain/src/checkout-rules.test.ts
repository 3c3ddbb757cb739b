import { describe, expect, it } from 'vitest';
import { cardText } from './cards';
import { expiredCardDetails, ProcessPaymentSchema } from './checkout';
import { checkoutText, checkPaymentBody, TEST_CARDS, type ProcessPaymentBody } from './checkout-rules';

const NOW = new Date(2026, 10, 28);
const valid: ProcessPaymentBody = {
  customer_name: 'Helena Prado',
  customer_email: 'helena@exemplo.com.br',
  customer_phone: '(11) 98765-4321',
  customer_cpf: '529.982.247-25',
  customer_address: {
    street: 'Rua das Flores',
    number: '120',
    complement: '',
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'sp',
    zipcode: '01310-100',
  },
  payment_method: 'credit_card',
  card_data: {
    number: TEST_CARDS.approved,
    holder_name: 'helena prado',
    expiry_month: '12',
    expiry_year: '2028',
    cvv: '123',
  },
  installments: '3',
};
const address = (changes: Partial<ProcessPaymentBody['customer_address']>) => ({
  ...valid,
  customer_address: { ...valid.customer_address, ...changes },
});
const card = (changes: Partial<NonNullable<ProcessPaymentBody['card_data']>>) => ({
  ...valid,
  card_data: { ...valid.card_data!, ...changes },
});

/** The server's answer to a body: the first message of each path, as the 400's details carry it. */
function serverErrors(body: ProcessPaymentBody): Record<string, string> {
  const parsed = ProcessPaymentSchema.safeParse(body);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  // The server judges a parsed card's expiry by its clock after the schema (checkout/routes.ts).
  return parsed.success ? (expiredCardDetails(parsed.data, NOW) ?? {}) : errors;
}

const cases: [string, ProcessPaymentBody, Record<string, string>][] = [
  ['a valid card payment', valid, {}],
  ['a valid PIX payment without card', { ...valid, payment_method: 'pix', card_data: null }, {}],
  ['a blank name', { ...valid, customer_name: '   ' }, { customer_name: checkoutText.nameRequired }],
  [
    'a name of 121 characters',
    { ...valid, customer_name: 'a'.repeat(121) },
    { customer_name: checkoutText.nameRequired },
  ],
  [
    'an e-mail without a domain',
    { ...valid, customer_email: 'helena@' },
    { customer_email: checkoutText.emailInvalid },
  ],
  [
    'an e-mail with a doubled dot',
    { ...valid, customer_email: 'he..lena@x.com' },
    { customer_email: checkoutText.emailInvalid },
  ],
  ['an upper-case e-mail', { ...valid, customer_email: ' HELENA@EXEMPLO.COM ' }, {}],
  [
    'a phone without its DDD',
    { ...valid, customer_phone: '98765-4321' },
    { customer_phone: checkoutText.phoneInvalid },
  ],
  ['a landline with DDD', { ...valid, customer_phone: '(11) 3456-7890' }, {}],
  [
    'a CPF with a wrong check digit',
    { ...valid, customer_cpf: '529.982.247-24' },
    { customer_cpf: checkoutText.cpfInvalid },
  ],
  [
    'a CPF of one repeated digit',
    { ...valid, customer_cpf: '111.111.111-11' },
    { customer_cpf: checkoutText.cpfInvalid },
  ],
  ['a blank street', address({ street: '' }), { 'customer_address.street': checkoutText.required }],
  [
    'a number of 21 characters',
    address({ number: '1'.repeat(21) }),
    { 'customer_address.number': checkoutText.required },
  ],
  ['an unknown state', address({ state: 'XX' }), { 'customer_address.state': checkoutText.stateInvalid }],
  ['a CEP of 7 digits', address({ zipcode: '0131010' }), { 'customer_address.zipcode': checkoutText.cepInvalid }],
  ['a card failing Luhn', card({ number: '4111111111111112' }), { 'card_data.number': cardText.invalidNumber }],
  ['a card of 12 digits', card({ number: '411111111111' }), { 'card_data.number': cardText.invalidNumber }],
  ['a one-letter holder', card({ holder_name: 'h' }), { 'card_data.holder_name': cardText.holderRequired }],
  ['month 13', card({ expiry_month: '13' }), { 'card_data.expiry_month': cardText.invalidMonth }],
  ['year 1999', card({ expiry_year: '1999' }), { 'card_data.expiry_year': cardText.invalidYear }],
  ['a CVV of 2 digits', card({ cvv: '12' }), { 'card_data.cvv': cardText.invalidCvv }],
  [
    'a card expired last month',
    card({ expiry_month: '10', expiry_year: '2026' }),
    { 'card_data.expiry_year': cardText.expired },
  ],
  ['a card valid to this month', card({ expiry_month: '11', expiry_year: '2026' }), {}],
  ['13 installments', { ...valid, installments: '13' }, { installments: checkoutText.installmentsInvalid }],
  ['1.5 installments', { ...valid, installments: 1.5 }, { installments: checkoutText.installmentsInvalid }],
  ['card payment without a card', { ...valid, card_data: null }, { card_data: cardText.fillCard }],
  [
    'an unknown method',
    { ...valid, payment_method: 'cheque' as ProcessPaymentBody['payment_method'] },
    { payment_method: checkoutText.methodInvalid },
  ],
];

describe("the page's checks and the server's schema (issue 35: the page loads no zod)", () => {
  it.each(cases)('%s: both give the same errors', (_name, body, expected) => {
    expect(checkPaymentBody(body, NOW)).toEqual(expected);
    expect(serverErrors(body)).toEqual(expected);
  });

  it('several wrong fields are each named, by both', () => {
    const body = { ...address({ zipcode: '1' }), customer_name: '', customer_cpf: '1' };
    const expected = {
      customer_name: checkoutText.nameRequired,
      customer_cpf: checkoutText.cpfInvalid,
      'customer_address.zipcode': checkoutText.cepInvalid,
    };
    expect(checkPaymentBody(body, NOW)).toEqual(expected);
    expect(serverErrors(body)).toEqual(expected);
  });
});
