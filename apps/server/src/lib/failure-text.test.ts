import { describe, expect, it } from 'vitest';
import { failureText, fetchFailureText } from './failure-text';

const nodeError = (message: string, props: object = {}) => Object.assign(new Error(message), props);

describe('failureText (issue 29)', () => {
  it('says in Portuguese who refused, and where', () => {
    expect(
      failureText(
        nodeError('connect ECONNREFUSED 127.0.0.1:2599', { code: 'ECONNREFUSED', address: '127.0.0.1', port: 2599 }),
        'Servidor SMTP',
      ),
    ).toBe('Servidor SMTP recusou a conexão (127.0.0.1:2599)');
    // Only the message to go on: the address is read from it.
    expect(failureText(nodeError('connect ECONNREFUSED 10.0.0.5:587'), 'Servidor SMTP')).toBe(
      'Servidor SMTP recusou a conexão (10.0.0.5:587)',
    );
    expect(failureText(nodeError('getaddrinfo ENOTFOUND smtp.exemplo.invalid'), 'Servidor SMTP')).toBe(
      'Servidor SMTP não foi encontrado (endereço inexistente) (smtp.exemplo.invalid)',
    );
    expect(failureText(nodeError('timeout', { code: 'ETIMEDOUT' }), 'Gateway do WhatsApp')).toBe(
      'Gateway do WhatsApp não respondeu a tempo',
    );
  });

  it('reads SMTP answers: a refused login, a permanent and a temporary refusal', () => {
    expect(
      failureText(
        nodeError('Invalid login', { code: 'EAUTH', responseCode: 535, response: '535 5.7.8 Bad' }),
        'Servidor SMTP',
      ),
    ).toBe('Servidor SMTP recusou o usuário ou a senha: 535 5.7.8 Bad');
    expect(
      failureText(nodeError('x', { responseCode: 550, response: '550 Mailbox unavailable' }), 'Servidor SMTP'),
    ).toBe('Servidor SMTP recusou a mensagem (550): 550 Mailbox unavailable');
    expect(failureText(nodeError('x', { responseCode: 421 }), 'Servidor SMTP')).toBe(
      'Servidor SMTP recusou a mensagem por ora (421), tente mais tarde',
    );
  });

  it('keeps any other message, first line only', () => {
    expect(failureText(new Error('Pedido recusado\nstack'), 'Appmax')).toBe('Appmax: Pedido recusado');
    expect(failureText('texto', 'Appmax')).toBe('Appmax: texto');
  });

  it("reads a fetch that got no answer: Node's 'fetch failed' keeps the reason in its cause", () => {
    const refused = nodeError('connect ECONNREFUSED 127.0.0.1:9', {
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
      port: 9,
    });
    expect(fetchFailureText(new Error('fetch failed', { cause: refused }), 'Gateway do WhatsApp')).toBe(
      'Gateway do WhatsApp recusou a conexão (127.0.0.1:9)',
    );
    expect(fetchFailureText(new DOMException('timed out', 'TimeoutError'), 'WooCommerce')).toBe(
      'WooCommerce não respondeu a tempo',
    );
  });
});
