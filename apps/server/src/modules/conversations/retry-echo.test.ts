import { describe, expect, it } from 'vitest';
import { isEchoOfRetry } from './retry-echo';

describe('isEchoOfRetry: the gateway echo of a message being sent again', () => {
  it('a text echoes as the same text, and only that', () => {
    expect(isEchoOfRetry('Seu pedido saiu', 'Seu pedido saiu')).toBe(true);
    expect(isEchoOfRetry('Seu pedido saiu', 'Seu pedido saiu!')).toBe(false);
    expect(isEchoOfRetry('Seu pedido saiu', '/uploads/b.png;Seu pedido saiu')).toBe(false);
  });

  it('a file echoes as a newly kept file with the same caption or name', () => {
    expect(isEchoOfRetry('/uploads/a.png;Segue a foto', '/uploads/b.png;Segue a foto')).toBe(true);
    expect(isEchoOfRetry('/uploads/a.pdf;nota.pdf', '/uploads/c.pdf;nota.pdf')).toBe(true);
    expect(isEchoOfRetry('/uploads/a.ogg', '/uploads/d.ogg')).toBe(true);
    expect(isEchoOfRetry('/uploads/a.png;Segue a foto', '/uploads/b.png;Outra foto')).toBe(false);
    expect(isEchoOfRetry('/uploads/a.png;Segue a foto', '/uploads/b.png')).toBe(false);
  });

  it('a file echoes as a note when the gateway posts no bytes', () => {
    expect(isEchoOfRetry('/uploads/a.png;Segue a foto', '[imagem] Segue a foto')).toBe(true);
    // A file without caption or name is matched by its type only among kept files.
    expect(isEchoOfRetry('/uploads/a.ogg', '[áudio recebido]')).toBe(false);
    expect(isEchoOfRetry('/uploads/a.ogg', '/uploads/d.png')).toBe(false);
    expect(isEchoOfRetry('/uploads/a.png;Segue a foto', '[imagem recebida]')).toBe(false);
    expect(isEchoOfRetry('/uploads/a.png;Segue a foto', 'Segue a foto')).toBe(false);
  });
});
