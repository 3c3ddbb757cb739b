import type { AiValidation, MessageSource } from '@ponte/domain/ai';
import { builtinWriter } from './builtin-templates';
import { AiClientError, createOpenAiClient } from './openai-client';
import { removeOffensiveWords } from './offensive-words';
import { maskPersonalData } from './personal-data';
import { ruleBasedChecker } from './rule-based-checker';
import { isAiConfigured, type AiConfig } from './settings';
import type { CheckContext, GenerateInput, MessageChecker, MessageWriter } from './types';

/** Only warnings are logged here; Fastify's request logger fits. */
export type AiLogger = { warn: (obj: object, msg: string) => void };

export type AiProvider = {
  validate(message: string, context?: CheckContext): Promise<AiValidation>;
  generate(input: GenerateInput): Promise<{ message: string; source: MessageSource }>;
};

const errorFields = (err: unknown) =>
  err instanceof AiClientError ? { kind: err.kind, status: err.status, reason: err.message } : { reason: String(err) };

/**
 * A model's rewrite goes through the same cuts as the rules' own: it never suggests an insult or
 * a card number, CPF or password to send (issue 29), whatever the model wrote.
 */
function cleanRewrite(model: AiValidation): AiValidation {
  const cleaned = removeOffensiveWords(maskPersonalData(model.corrected_message));
  return cleaned === model.corrected_message ? model : { ...model, corrected_message: cleaned };
}

/**
 * A model can miss a card number or a swear word that the deterministic rules never miss, so a
 * high-severity rule finding always blocks, whatever the model said.
 */
export function mergeWithRules(model: AiValidation, rules: AiValidation): AiValidation {
  if (rules.severity !== 'high' || model.severity === 'high') return cleanRewrite(model);
  return {
    valid: false,
    severity: 'high',
    corrected_message: rules.corrected_message,
    issues: [...new Set([...rules.issues, ...model.issues])],
    suggestions: [...new Set([...rules.suggestions, ...model.suggestions])],
  };
}

/**
 * The model when one is configured, with the offline rules and templates behind it: an outage or
 * a bad answer must never stop staff from replying to a customer.
 */
export function aiProviderFor(remote: (MessageChecker & MessageWriter) | null, log: AiLogger): AiProvider {
  return {
    async validate(message, context) {
      const rules = await ruleBasedChecker.validate(message, context);
      if (!remote) return rules;
      try {
        return mergeWithRules(await remote.validate(message, context), rules);
      } catch (err) {
        log.warn({ ai: errorFields(err) }, 'AI check failed; using the rule-based checker');
        return rules;
      }
    },
    async generate(input) {
      if (remote) {
        try {
          return { message: await remote.generate(input), source: 'ai' };
        } catch (err) {
          log.warn({ ai: errorFields(err) }, 'AI message generation failed; using the built-in template');
        }
      }
      return { message: await builtinWriter.generate(input), source: 'builtin' };
    },
  };
}

export const remoteClientFor = (config: AiConfig) =>
  isAiConfigured(config)
    ? createOpenAiClient({ baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model })
    : null;
