import { describe, expect, it } from 'vitest';
import { isValidCep, isValidCpf, maskCep, maskCpf, maskPhone, maskState } from './brazil';
import { cardBrand, checkCard, formatCardNumber, luhnValid } from './cards';
import {
  checkoutText,
  installmentOptions,
  expiredCardDetails,
  ProcessPaymentSchema,
  splitInstallments,
  TEST_CARDS,
} from './checkout';

describe('CPF and CEP', () => {
  it('checks both CPF check digits and refuses repeated digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
  it('CEP is 8 digits, with or without the hyphen', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('1310-100')).toBe(false);
    expect(isValidCep('01310-10a')).toBe(false);
  });
  it('masks: CPF 14 chars, phone 15 chars, CEP 9 chars, UF 2 upper-case letters', () => {
    expect(maskCpf('52998224725999')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskState('sp1x')).toBe('SP');
  });
});

describe('cards', () => {
  it('Luhn and grouping by 4 up to 19 digits', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(formatCardNumber('41111111111111112222999')).toBe('4111 1111 1111 1111 222');
  });
  it('brands of spec 2 §5 plus Elo and Hipercard', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5105105105105100')).toBe('mastercard');
    expect(cardBrand('5500000000000004')).toBe('mastercard');
    expect(cardBrand('5600000000000000')).toBe(null);
    expect(cardBrand('340000000000009')).toBe('amex');
    expect(cardBrand('370000000000002')).toBe('amex');
    expect(cardBrand('6011000000000004')).toBe('discover');
    expect(cardBrand('6500000000000002')).toBe('discover');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('6362970000457013')).toBe('elo');
    expect(cardBrand('4011780000000000')).toBe('elo');
    expect(cardBrand('6504050000000000')).toBe('elo');
    expect(cardBrand('6062825624254001')).toBe('hipercard');
    expect(cardBrand('3841001111222233334')).toBe('hipercard');
  });
  it('Luhn only from 13 digits; month 1–12; past year expired', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(checkCard({ number: '4111 1111 1111', expiry_month: '', expiry_year: '' }, now)).toEqual({
      number: 'Número de cartão inválido',
    });
    expect(checkCard({ number: '4111 1111 1111 1112', expiry_month: '', expiry_year: '' }, now).number).toBe(
      'Número de cartão inválido',
    );
    expect(checkCard({ number: '4111 1111 1111 1111', expiry_month: '13', expiry_year: '2027' }, now)).toEqual({
      month: 'Mês inválido',
    });
    expect(checkCard({ number: '4111 1111 1111 1111', expiry_month: '00', expiry_year: '2027' }, now)).toEqual({
      month: 'Mês inválido',
    });
    expect(checkCard({ number: '4111 1111 1111 1111', expiry_month: '12', expiry_year: '2025' }, now)).toEqual({
      year: 'Cartão expirado',
    });
    expect(checkCard({ number: '4111 1111 1111 1111', expiry_month: '10', expiry_year: '2026' }, now)).toEqual({
      year: 'Cartão expirado',
    });
    expect(checkCard({ number: '4111 1111 1111 1111', expiry_month: '11', expiry_year: '2026' }, now)).toEqual({});
  });
});

describe('process-payment body', () => {
  const body = {
    customer_name: 'Helena Prado',
    customer_email: 'Helena@Exemplo.com',
    customer_phone: '(11) 98765-4321',
    customer_cpf: '529.982.247-25',
    customer_address: {
      street: 'Av. Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'sp',
      zipcode: '01310-100',
    },
    payment_method: 'pix',
    card_data: null,
    installments: 1,
  };
  it('sends phone, CPF and CEP as digits, e-mail lower case, UF upper case', () => {
    const r = ProcessPaymentSchema.parse(body);
    expect(r.customer_phone).toBe('11987654321');
    expect(r.customer_cpf).toBe('52998224725');
    expect(r.customer_address.zipcode).toBe('01310100');
    expect(r.customer_address.state).toBe('SP');
    expect(r.customer_email).toBe('helena@exemplo.com');
  });
  it('names each bad field in Portuguese', () => {
    const r = ProcessPaymentSchema.safeParse({
      ...body,
      customer_cpf: '111.111.111-11',
      customer_address: { ...body.customer_address, zipcode: '123', state: 'XX' },
    });
    expect(r.success).toBe(false);
    const issues = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toMatchObject({
      customer_cpf: checkoutText.cpfInvalid,
      'customer_address.zipcode': checkoutText.cepInvalid,
      'customer_address.state': checkoutText.stateInvalid,
    });
  });
  it('a card payment needs the card; the card is checked and the holder upper-cased', () => {
    expect(ProcessPaymentSchema.safeParse({ ...body, payment_method: 'credit_card' }).error!.issues[0]!.message).toBe(
      'Por favor, preencha os dados do cartão',
    );
    const ok = ProcessPaymentSchema.parse({
      ...body,
      payment_method: 'credit_card',
      card_data: {
        number: '4111 1111 1111 1111',
        holder_name: 'helena prado',
        expiry_month: '12',
        expiry_year: '2030',
        cvv: '123',
      },
    });
    expect(ok.card_data).toMatchObject({ number: TEST_CARDS.approved, holder_name: 'HELENA PRADO', expiry_month: 12 });
    const bad = ProcessPaymentSchema.safeParse({
      ...body,
      payment_method: 'credit_card',
      card_data: {
        number: '4111 1111 1111 1112',
        holder_name: 'X Y',
        expiry_month: '13',
        expiry_year: '2030',
        cvv: '12',
      },
    });
    expect(bad.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['Número de cartão inválido', 'Mês inválido', 'CVV inválido']),
    );
    // Expiry is the server's check after the schema, by its clock (expiredCardDetails below).
    const expired = ProcessPaymentSchema.parse({
      ...body,
      payment_method: 'credit_card',
      card_data: { number: '4111111111111111', holder_name: 'X Y', expiry_month: '1', expiry_year: '2020', cvv: '123' },
    });
    expect(expiredCardDetails(expired, new Date())).toEqual({ 'card_data.expiry_year': 'Cartão expirado' });
  });

  it("judges expiry by the clock it is given: this month's card still pays, last month's does not", () => {
    const inMay2027 = new Date(2027, 4, 31, 23, 59);
    const pay = (expiry_month: string, expiry_year: string) =>
      expiredCardDetails(
        ProcessPaymentSchema.parse({
          ...body,
          payment_method: 'credit_card',
          card_data: { number: '4111111111111111', holder_name: 'X Y', expiry_month, expiry_year, cvv: '123' },
        }),
        inMay2027,
      );
    expect(pay('5', '2027')).toBeNull();
    expect(pay('4', '2027')).toEqual({ 'card_data.expiry_year': 'Cartão expirado' });
    expect(pay('1', '2028')).toBeNull();
    expect(expiredCardDetails(ProcessPaymentSchema.parse(body), inMay2027)).toBeNull();
  });
});

describe('installments', () => {
  it('up to 3 without interest, exactly the total; then compound monthly interest', () => {
    const o = installmentOptions(10000);
    expect(o).toHaveLength(12);
    expect(o[0]).toEqual({
      number: 1,
      installmentCents: 10000,
      lastInstallmentCents: 10000,
      totalCents: 10000,
      interestFree: true,
    });
    // 33,33 + 33,33 + 33,34: the last takes the remainder.
    expect(o[2]).toEqual({
      number: 3,
      installmentCents: 3333,
      lastInstallmentCents: 3334,
      totalCents: 10000,
      interestFree: true,
    });
    expect(o[3]!.interestFree).toBe(false);
    expect(o[3]!.totalCents).toBeGreaterThan(10000);
    expect(o[11]!.installmentCents).toBe(Math.ceil((10000 * 0.0249) / (1 - Math.pow(1.0249, -12))));
  });

  it("every option's installments add up to its total exactly (issue 28: '3x' of R$ 2.881,09 was a centavo over)", () => {
    expect(splitInstallments(288109, 3)).toEqual({ installmentCents: 96036, lastInstallmentCents: 96037 });
    for (const total of [1, 99, 100, 10000, 271382, 288109, 99999999])
      for (const o of installmentOptions(total)) {
        expect(o.installmentCents * (o.number - 1) + o.lastInstallmentCents).toBe(o.totalCents);
        if (o.interestFree) expect(o.totalCents).toBe(total);
        expect(o.lastInstallmentCents).toBeGreaterThan(0);
      }
  });
});
