import { describe, expect, it } from 'vitest';
import { findCardNumbers, findCpfs, isCpfValid, isLuhnValid } from './personal-data';
import { checkMessage, ruleBasedChecker } from './rule-based-checker';

describe('rule-based checker: insults and profanity are high severity', () => {
  it.each([
    ['Seu idiota, o pedido já foi enviado.', 'O pedido já foi enviado.'],
    ['Porra, cadê o comprovante?', 'Cadê o comprovante?'],
    ['Não tenho culpa se você é burro', 'Não tenho culpa'],
    ['filho da puta, não vou responder', 'Não vou responder'],
    ['cala a boca e espera o rastreio', 'Espera o rastreio'],
    ['Deixa de ser babaca e paga logo o boleto', 'Paga logo o boleto'],
  ])('%j is blocked and the suggestion reads %j', (message, corrected) => {
    const v = checkMessage(message);
    expect(v).toMatchObject({ valid: false, severity: 'high', corrected_message: corrected });
    expect(v.issues[0]).toMatch(/^Linguagem ofensiva ou palavrão/);
    expect(v.suggestions[0]).toMatch(/respeitoso/);
  });

  it.each([
    ['OTÁRIO'],
    ['otário'],
    ['Otario'],
    ['IMBECIL'],
    ['vagabundo'],
    ['lixo'],
    ['palhaço'],
    ['Caralho'],
    ['merdaaa'],
    ['burrrro'],
  ])('matches %j whatever its accents, case or stretched letters', (word) => {
    const v = checkMessage(`Você é um ${word}`);
    expect(v).toMatchObject({ valid: false, severity: 'high' });
    expect(v.issues[0]).toContain(word);
    expect(v.corrected_message.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it.each([
    ['Fiz a curadoria dos produtos'],
    ['O burrito chegou'],
    ['Vou computar o frete'],
    ['A burocracia da alfândega'],
  ])('matches whole words only: %j is fine', (message) => expect(checkMessage(message).severity).toBe('low'));
});

describe('rule-based checker: shouting is medium severity', () => {
  it('all caps is blocked and corrected to sentence case, keeping acronyms', () => {
    const v = checkMessage('OLÁ, SEU PEDIDO FOI PAGO. O PIX FOI CONFIRMADO PELO BANCO');
    expect(v).toMatchObject({
      valid: false,
      severity: 'medium',
      corrected_message: 'Olá, seu pedido foi pago. O PIX foi confirmado pelo banco',
    });
    expect(v.issues).toContain('Mensagem em letras maiúsculas (soa como grito)');
  });

  it.each([['OK'], ['PIX recebido, obrigado!'], ['Código UPS: 1Z999AA10123456784']])(
    'short capitals such as %j are not shouting',
    (message) => {
      expect(checkMessage(message).valid).toBe(true);
    },
  );
});

describe('rule-based checker: promises of dates and prices are medium severity', () => {
  it.each([
    ['Fica tranquila, chega amanhã.', 'chega amanhã'],
    ['Com certeza chega dia 10', 'Com certeza chega dia 10'],
    ['Garanto que o produto é original', 'Garanto'],
    ['O produto custa R$ 100', 'R$ 100'],
    ['Fica 250 reais com o frete', '250 reais'],
    ['Seu pedido sai na sexta-feira', 'sai na sexta-feira'],
  ])('%j is blocked quoting %j', (message, quote) => {
    const v = checkMessage(message);
    expect(v).toMatchObject({ valid: false, severity: 'medium', corrected_message: message });
    expect(v.issues.join(' ')).toContain(`"${quote}"`);
    expect(v.suggestions.join(' ')).toMatch(/rastreamento|cotação/);
  });

  it.each([
    ['A previsão de entrega é dia 10, conforme o rastreio.'],
    ['Com certeza! Posso ajudar em algo mais?'],
    ['O pedido chegou ontem?'],
  ])('%j is not a promise', (message) => expect(checkMessage(message).valid).toBe(true));
});

describe('rule-based checker: personal data is high severity', () => {
  it.each([
    [
      'Pode usar o cartão 4111 1111 1111 1111',
      'Número de cartão na mensagem',
      'Pode usar o cartão [cartão final 1111]',
    ],
    [
      'Cartão 5555-5555-5555-4444 validade 12/30',
      'Número de cartão na mensagem',
      'Cartão [cartão final 4444] validade 12/30',
    ],
    ['Seu CPF é 529.982.247-25', 'CPF na mensagem', 'Seu CPF é [CPF removido]'],
    ['CPF 52998224725 confirmado', 'CPF na mensagem', 'CPF [CPF removido] confirmado'],
    ['Sua senha é abc123', 'Senha ou código de segurança na mensagem', 'Sua senha é ****'],
    ['Me passa o CVV do cartão', 'Pedido de senha ou código de segurança', 'Me passa o CVV do cartão'],
  ])('%j is blocked (%s) and masked', (message, issue, corrected) => {
    expect(checkMessage(message)).toMatchObject({
      valid: false,
      severity: 'high',
      issues: [issue],
      corrected_message: corrected,
    });
  });

  it.each([
    ['Pedido 4111111111111112'],
    ['Meu WhatsApp é +55 11 99999-9999'],
    ['Ligue 11987654321'],
    ['Nunca envie sua senha para ninguém'],
    ['A senha tem 6 dígitos'],
  ])('%j is not personal data', (message) => expect(checkMessage(message).severity).toBe('low'));

  it('Luhn and CPF check digits', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isCpfValid('52998224725')).toBe(true);
    expect(isCpfValid('52998224724')).toBe(false);
    expect(isCpfValid('11111111111')).toBe(false);
    expect(findCardNumbers('cartão 4111111111111111 cvv 123')).toEqual(['4111111111111111']);
    expect(findCpfs('telefone 52998224725')).toEqual([]);
  });
});

describe('rule-based checker: style is low severity and never blocks', () => {
  it('a polite message is valid, unchanged, without issues', async () => {
    const message =
      'Olá, Maria! Seu pedido foi enviado e o código de rastreio já está disponível. Qualquer dúvida, estou à disposição.';
    expect(await ruleBasedChecker.validate(message)).toEqual({
      valid: true,
      corrected_message: message,
      issues: [],
      suggestions: [],
      severity: 'low',
    });
  });

  it('a missing greeting on a first message is only a suggestion', () => {
    const first = checkMessage('Meu nome é Ana e vou cuidar do seu pedido.');
    expect(first).toMatchObject({ valid: true, severity: 'low', issues: [] });
    expect(first.suggestions[0]).toMatch(/saudação/);
    expect(checkMessage('Vou cuidar do seu pedido.', { firstContact: true }).suggestions[0]).toMatch(/saudação/);
    expect(checkMessage('Bom dia! Vou cuidar do seu pedido.', { firstContact: true }).suggestions).toEqual([]);
    expect(checkMessage('Vou cuidar do seu pedido.').suggestions).toEqual([]);
  });

  it('repeated exclamation marks are reduced to one', () => {
    expect(checkMessage('Obrigado!!! Qualquer coisa estou aqui!!')).toMatchObject({
      valid: true,
      severity: 'low',
      corrected_message: 'Obrigado! Qualquer coisa estou aqui!',
      issues: ['Excesso de pontos de exclamação'],
    });
  });

  it('many emojis and very long messages get a suggestion', () => {
    expect(checkMessage('Olá 😀😀😀😀😀😀😀').issues).toEqual(['Excesso de emojis']);
    expect(checkMessage(`Olá! ${'Texto longo. '.repeat(90)}`).issues).toEqual(['Mensagem muito longa']);
  });

  it('the worst finding sets the severity', () => {
    const v = checkMessage('Obrigado!!! O produto custa R$ 100, seu idiota');
    expect(v.severity).toBe('high');
    expect(v.issues).toHaveLength(3);
    expect(v.corrected_message).toBe('Obrigado! O produto custa R$ 100');
  });
});
