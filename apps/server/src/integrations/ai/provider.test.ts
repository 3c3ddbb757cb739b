import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiValidation } from '@ponte/domain/ai';
import { builtinMessage } from './builtin-templates';
import { apiError, jsonCompletion, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai';
import { aiProviderFor, mergeWithRules, remoteClientFor } from './provider';
import { checkMessage } from './rule-based-checker';

let peer: FakeOpenAi;
beforeAll(async () => {
  peer = await startFakeOpenAi();
});
afterAll(() => peer.close());
beforeEach(() => peer.reset());

const log = () => ({ warn: vi.fn() });
const configured = () => remoteClientFor({ enabled: true, baseUrl: peer.baseUrl, apiKey: 'sk-1', model: 'm' });
const modelSaysFine: AiValidation = {
  valid: true,
  corrected_message: 'Oi',
  issues: [],
  suggestions: [],
  severity: 'low',
};

describe('AI provider', () => {
  it.each([
    [{ enabled: false, baseUrl: 'http://x', apiKey: 'k', model: 'm' }],
    [{ enabled: true, baseUrl: '', apiKey: 'k', model: 'm' }],
    [{ enabled: true, baseUrl: 'http://x', apiKey: 'k', model: '' }],
  ])('uses no remote client unless enabled with a URL and a model (%o)', (config) => {
    expect(remoteClientFor(config)).toBeNull();
  });

  it('without a model it answers with the rule-based checker and the built-in templates', async () => {
    const ai = aiProviderFor(null, log());
    expect(await ai.validate('Seu idiota')).toEqual(checkMessage('Seu idiota'));
    const input = { templateType: 'welcome' as const, customerName: 'Ana', items: [] };
    expect(await ai.generate(input)).toEqual({ message: builtinMessage(input), source: 'builtin' });
    expect(peer.requests).toHaveLength(0);
  });

  it("uses the model's verdict when it answers", async () => {
    peer.reply(jsonCompletion({ ...modelSaysFine, corrected_message: 'Olá, tudo bem?' }));
    expect((await aiProviderFor(configured(), log()).validate('Olá, tudo bem?')).corrected_message).toBe(
      'Olá, tudo bem?',
    );
    expect(peer.requests).toHaveLength(1);
  });

  it('falls back to the rules, and logs why, when the model fails (staff are never blocked by an outage)', async () => {
    peer.reply(apiError(500, 'The server had an error'));
    const logger = log();
    expect(await aiProviderFor(configured(), logger).validate('Seu idiota')).toEqual(checkMessage('Seu idiota'));
    expect(logger.warn).toHaveBeenCalledWith(
      { ai: { kind: 'http', status: 500, reason: 'The server had an error' } },
      expect.any(String),
    );
  });

  it('falls back to the built-in template when generation fails', async () => {
    peer.reply(apiError(429, 'Rate limit reached'));
    const logger = log();
    const input = { templateType: 'follow_up' as const, customerName: 'Ana', items: [] };
    expect(await aiProviderFor(configured(), logger).generate(input)).toEqual({
      message: builtinMessage(input),
      source: 'builtin',
    });
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it("marks a model-written message as source 'ai'", async () => {
    peer.reply(jsonCompletion({ message: 'Olá, Ana! Tudo certo com a sua lista?' }));
    const out = await aiProviderFor(configured(), log()).generate({
      templateType: 'follow_up',
      customerName: 'Ana',
      items: [],
    });
    expect(out).toEqual({ message: 'Olá, Ana! Tudo certo com a sua lista?', source: 'ai' });
  });

  it('a card number blocks even when the model missed it', async () => {
    const message = 'Pode usar o cartão 4111 1111 1111 1111';
    peer.reply(jsonCompletion({ ...modelSaysFine, corrected_message: message }));
    const v = await aiProviderFor(configured(), log()).validate(message);
    expect(v).toMatchObject({
      valid: false,
      severity: 'high',
      corrected_message: 'Pode usar o cartão [cartão final 1111]',
    });
    expect(v.issues).toContain('Número de cartão na mensagem');
  });

  it("a model's rewrite that keeps an insult or a card number is cleaned like the rules' own (issue 29)", async () => {
    const message = 'Seu idiota, o pedido chegou';
    peer.reply(
      jsonCompletion({
        valid: false,
        severity: 'high',
        corrected_message: 'Idiota, o pedido chegou; pague com 4111 1111 1111 1111',
        issues: ['Ofensivo'],
        suggestions: [],
      }),
    );
    const v = await aiProviderFor(configured(), log()).validate(message);
    expect(v.severity).toBe('high');
    expect(v.corrected_message).not.toMatch(/idiota|4111 1111/i);
    expect(v.corrected_message).toMatch(/^O pedido chegou; pague com \[cartão final 1111\]/);
  });

  it('medium rule findings do not override the model', () => {
    const rules = checkMessage('O produto custa R$ 100');
    expect(mergeWithRules(modelSaysFine, rules)).toBe(modelSaysFine);
  });
});
