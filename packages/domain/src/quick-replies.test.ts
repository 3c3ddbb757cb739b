import { describe, expect, it } from 'vitest';
import { fillPlaceholders, normalizeShortcut, QuickReplyBodySchema, unknownPlaceholders } from './quick-replies';

describe('quick reply placeholders', () => {
  it('fills each known placeholder, every time it appears', () => {
    expect(
      fillPlaceholders('Oi {primeiro_nome}! {nome}, {primeiro_nome}: {link}', {
        nome: 'Maria Souza',
        primeiro_nome: 'Maria',
        link: 'https://loja.test/c/1',
      }),
    ).toEqual({ text: 'Oi Maria! Maria Souza, Maria: https://loja.test/c/1', missing: [] });
  });

  it('leaves a placeholder without a value as written and names it once; unknown braces are left alone', () => {
    expect(fillPlaceholders('{lista} {link} {link} {cpf}', { lista: '  ', link: undefined })).toEqual({
      text: '{lista} {link} {link} {cpf}',
      missing: ['lista', 'link'],
    });
  });

  it('names the placeholders Ponte does not know, each once', () => {
    expect(unknownPlaceholders('{nome} {pedido} {Nome} {pedido} {atendente}')).toEqual(['pedido']);
    expect(unknownPlaceholders('Sem variáveis {} { nome }')).toEqual([]);
  });

  it("keeps a shortcut without '/', trimmed and in lower case", () => {
    expect(normalizeShortcut('  //Frete-SP ')).toBe('frete-sp');
    expect(QuickReplyBodySchema.parse({ shortcut: '/Promoção_1', content: ' Oi ' })).toEqual({
      shortcut: 'promoção_1',
      content: 'Oi',
      shared: false,
    });
  });
});
