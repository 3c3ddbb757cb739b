import { describe, expect, it } from 'vitest';
import { matchSnippet } from './search';

describe('matchSnippet', () => {
  it('cuts out the match as written, accents and capitals kept, found by the folded term', () => {
    expect(matchSnippet('Vocês entregam em SÃO PAULO?', 'sao paulo')).toEqual({
      before: 'Vocês entregam em ',
      match: 'SÃO PAULO',
      after: '?',
    });
    expect(matchSnippet('Qual o preço da AÇÃO?', 'acao')).toEqual({
      before: 'Qual o preço da ',
      match: 'AÇÃO',
      after: '?',
    });
  });

  it('keeps about `radius` characters each side, with ellipses where it cut', () => {
    const text = `${'a'.repeat(50)} tênis Nike ${'b'.repeat(50)}`;
    const snippet = matchSnippet(text, 'tenis', 10);
    expect(snippet.before).toBe(`…${'a'.repeat(9)} `);
    expect(snippet.match).toBe('tênis');
    expect(snippet.after).toBe(' Nike bbbb…');
  });

  it('a match across characters outside the BMP (emoji) still lines up', () => {
    expect(matchSnippet('Obrigada 😊 chegou certinho', 'chegou')).toEqual({
      before: 'Obrigada 😊 ',
      match: 'chegou',
      after: ' certinho',
    });
  });

  it('no match it can place: the start of the message', () => {
    expect(matchSnippet('/uploads/foto.jpg', 'xyz')).toEqual({ before: '', match: '', after: '/uploads/foto.jpg' });
  });
});
