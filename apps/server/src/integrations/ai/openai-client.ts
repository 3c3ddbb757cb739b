import { z } from 'zod';
import { AiValidationSchema, MESSAGE_MAX_LENGTH, type AiValidation } from '@ponte/domain/ai';
import { checkMessages, MESSAGE_JSON_SCHEMA, VALIDATION_JSON_SCHEMA, writeMessages, type ChatMessage } from './prompts';
import type { MessageChecker, MessageWriter } from './types';

export type OpenAiConfig = {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama); no trailing slash needed. */
  baseUrl: string;
  /** Empty for local servers that take no key. */
  apiKey: string;
  model: string;
  timeoutMs?: number;
};

export type AiClientErrorKind = 'http' | 'timeout' | 'network' | 'invalid_response' | 'truncated' | 'refusal';

export class AiClientError extends Error {
  constructor(
    readonly kind: AiClientErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiClientError';
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;
// Low temperature: the same message should get the same verdict.
const TEMPERATURE = 0.2;

type ResponseFormat =
  { type: 'json_schema'; json_schema: { name: string; strict: true; schema: object } } | { type: 'json_object' };

const CompletionSchema = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        finish_reason: z.string().nullish(),
        message: z.looseObject({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});
const ErrorBodySchema = z.looseObject({ error: z.looseObject({ message: z.string() }) });

// Servers without structured outputs (older vLLM, llama.cpp, some proxies) refuse json_schema with a 400.
const isResponseFormatRefusal = (err: unknown) =>
  err instanceof AiClientError &&
  err.status === 400 &&
  /response_format|json_schema|structured|schema/i.test(err.message);

/** Some servers wrap JSON in a Markdown fence even in JSON mode. */
const unfence = (text: string) => text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');

/** A client for any OpenAI-compatible `POST {baseUrl}/chat/completions`, speaking JSON only. */
export function createOpenAiClient(config: OpenAiConfig): MessageChecker & MessageWriter {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function post(messages: ChatMessage[], responseFormat: ResponseFormat): Promise<unknown> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
    let status = 0;
    let body: unknown;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: config.model,
          messages,
          temperature: TEMPERATURE,
          response_format: responseFormat,
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      status = res.status;
      body = await res.json().catch(() => undefined);
    } catch (err) {
      if (err instanceof Error && err.name === 'TimeoutError')
        throw new AiClientError('timeout', 'O serviço de IA não respondeu a tempo');
      throw new AiClientError(
        'network',
        `Falha de conexão com o serviço de IA: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (status < 200 || status >= 300) {
      const parsed = ErrorBodySchema.safeParse(body);
      throw new AiClientError('http', parsed.success ? parsed.data.error.message : `HTTP ${status}`, status);
    }
    return contentOf(body);
  }

  /** Asks for strict json_schema output, and for plain JSON mode when the server does not support it. */
  async function chatJson(messages: ChatMessage[], name: string, schema: object): Promise<unknown> {
    try {
      return await post(messages, { type: 'json_schema', json_schema: { name, strict: true, schema } });
    } catch (err) {
      if (!isResponseFormatRefusal(err)) throw err;
      return post(messages, { type: 'json_object' });
    }
  }

  return {
    async validate(message, context) {
      const json = await chatJson(checkMessages(message, context), 'msg_check', VALIDATION_JSON_SCHEMA);
      const parsed = AiValidationSchema.safeParse(json);
      if (!parsed.success) throw new AiClientError('invalid_response', 'Resposta da IA fora do formato esperado');
      return normalizeValidation(message, parsed.data);
    },
    async generate(input) {
      const json = await chatJson(writeMessages(input), 'msg_write', MESSAGE_JSON_SCHEMA);
      const parsed = z.object({ message: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH) }).safeParse(json);
      if (!parsed.success) throw new AiClientError('invalid_response', 'Resposta da IA fora do formato esperado');
      return parsed.data.message;
    },
  };
}

function contentOf(body: unknown): unknown {
  const parsed = CompletionSchema.safeParse(body);
  if (!parsed.success) throw new AiClientError('invalid_response', 'Resposta da IA sem choices');
  const choice = parsed.data.choices[0];
  if (choice.finish_reason === 'length')
    throw new AiClientError('truncated', 'Resposta da IA cortada (limite de tokens)');
  if (choice.message.refusal) throw new AiClientError('refusal', `A IA recusou: ${choice.message.refusal}`);
  try {
    return JSON.parse(unfence(choice.message.content ?? ''));
  } catch {
    throw new AiClientError('invalid_response', 'Resposta da IA não é JSON');
  }
}

/** Keeps the model's verdict consistent with the contract: medium or high is never valid. */
function normalizeValidation(message: string, v: AiValidation): AiValidation {
  const valid = v.valid && v.severity === 'low';
  return {
    valid,
    corrected_message: v.corrected_message.trim() || (valid ? message : ''),
    issues: v.issues
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 10),
    suggestions: v.suggestions
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 10),
    severity: v.severity,
  };
}
