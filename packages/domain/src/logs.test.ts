import { describe, expect, it } from 'vitest';
import { LogQuerySchema, logExportFileName, logSuccessRate, redactSecrets, redactUrl } from './logs';

describe('log success rate = (logs − errors) / logs, rounded (spec 3 §9)', () => {
  it.each([
    [3, 1, 67],
    [8, 1, 88],
    [10, 0, 100],
    [10, 10, 0],
    [0, 0, 100],
  ])('%s logs with %s errors give %s%%', (total, errors, rate) => {
    expect(logSuccessRate(total, errors)).toBe(rate);
  });
});

describe('export file name is named by tab and date', () => {
  it.each([
    ['all', 'logs-all-2026-11-25.json'],
    ['errors', 'logs-errors-2026-11-25.json'],
  ] as const)('%s tab', (tab, name) => expect(logExportFileName(tab, '2026-11-25')).toBe(name));
});

describe('logs never hold passwords, tokens, API keys or card data', () => {
  it.each([
    ['password=hunter2 next', 'password=[redacted] next'],
    ['?apikey=abc123&x=1', '?apikey=[redacted]&x=1'],
    ['{"senha":"s3gredo","nome":"Ana"}', '{"senha":"[redacted]","nome":"Ana"}'],
    ['{"access_token": "tok"}', '{"access_token": "[redacted]"}'],
    ['Authorization: Bearer eyJabc.def.ghi', 'Authorization: [redacted] [redacted]'],
    ['card 4111 1111 1111 1111 ok', 'card [redacted] ok'],
    ['card 4111111111111111', 'card [redacted]'],
    ['cvv: 123', 'cvv: [redacted]'],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.abcdef', 'jwt [redacted]'],
  ])('%s', (text, redacted) => expect(redactSecrets(text)).toBe(redacted));

  it('keeps phone numbers, order numbers and plain text readable', () => {
    for (const text of ['Gateway sent 5511912345678: Olá', 'pedido 4321', 'Webhook recusado (401)', '5511987654321'])
      expect(redactSecrets(text)).toBe(text);
  });
});

describe('GET /api/logs query', () => {
  it("reads 'all' as no level and no category, and blank search as none", () => {
    expect(LogQuerySchema.parse({ level: 'all', category: 'all', search: '  ' })).toEqual({
      page: 1,
      limit: 50,
      tab: 'all',
      level: undefined,
      category: undefined,
      search: undefined,
    });
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/checkout/Xq3k9VZt0bL2mN8pR5sT1uW4yA6cE7gH9iJ0kL1mN2o/installments', '/api/checkout/***/installments'],
    ['/api/webhook/evolution/7f3a9c2e4b6d8f0a1c3e5g7i/messages-upsert', '/api/webhook/evolution/***/messages-upsert'],
    ['/api/customers?search=maria&page=2', '/api/customers?search=***&page=***'],
    ['/assets/react-BefKQiG6.js', '/assets/react-BefKQiG6.js'],
    ['/api/users/42/toggle-bot', '/api/users/42/toggle-bot'],
    ['/estatisticas-produtividade', '/estatisticas-produtividade'],
    ['/checkout-success?token=abc', '/checkout-success?token=***'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
