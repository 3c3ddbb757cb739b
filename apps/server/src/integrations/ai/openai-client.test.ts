import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiClientError, createOpenAiClient } from './openai-client';
import { apiError, completion, jsonCompletion, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai';
import { held } from '../../../test/fakes/http-peer';

let peer: FakeOpenAi;
beforeAll(async () => {
  peer = await startFakeOpenAi();
});
afterAll(() => peer.close());
beforeEach(() => peer.reset());

const KEY = 'sk-test-1234567890';
const client = (over: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  createOpenAiClient({ baseUrl: `${peer.baseUrl}/`, apiKey: KEY, model: 'gpt-4o-mini', ...over });

const blocked = {
  valid: false,
  corrected_message: 'Olá! Vou verificar o prazo no rastreamento.',
  issues: ['Promessa de prazo'],
  suggestions: ['Confirme no rastreamento'],
  severity: 'medium',
};

const rejection = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AiClientError);
  return err as AiClientError;
};

describe('OpenAI-compatible client: message check', () => {
  it('posts to {baseURL}/chat/completions with the Bearer key, model, temperature 0.2 and a strict json_schema', async () => {
    peer.reply(jsonCompletion(blocked));
    await client().validate('Chega amanhã', { firstContact: true });

    expect(peer.requests).toHaveLength(1);
    const [req] = peer.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.authorization).toBe(`Bearer ${KEY}`);
    expect(req.contentType).toBe('application/json');
    expect(req.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.2 });
    const messages = req.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0].content).toMatch(/JSON/);
    expect(messages[1].content).toContain('Chega amanhã');
    expect(messages[1].content).toContain('primeira resposta');
    expect(req.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'msg_check',
        strict: true,
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['valid', 'corrected_message', 'issues', 'suggestions', 'severity'],
        },
      },
    });
  });

  it('returns the parsed verdict', async () => {
    peer.reply(jsonCompletion(blocked));
    expect(await client().validate('Chega amanhã')).toEqual(blocked);
  });

  it('sends no Authorization header when no key is configured (Ollama, llama.cpp)', async () => {
    await client({ apiKey: '' }).validate('Olá');
    expect(peer.requests[0].authorization).toBeUndefined();
  });

  it('falls back to json_object when the server answers 400 about response_format', async () => {
    peer.reply(
      apiError(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."),
      jsonCompletion(blocked),
    );
    expect(await client().validate('Chega amanhã')).toEqual(blocked);
    expect(peer.requests.map((r) => (r.body.response_format as { type: string }).type)).toEqual([
      'json_schema',
      'json_object',
    ]);
  });

  it('does not retry other 400 errors', async () => {
    peer.reply(apiError(400, 'This model maximum context length is 8192 tokens'));
    const err = await rejection(client().validate('Olá'));
    expect(err).toMatchObject({ kind: 'http', status: 400 });
    expect(peer.requests).toHaveLength(1);
  });

  it('reads JSON wrapped in a Markdown fence', async () => {
    peer.reply(completion('```json\n' + JSON.stringify(blocked) + '\n```'));
    expect(await client().validate('Chega amanhã')).toEqual(blocked);
  });

  it.each([
    ['content that is not JSON', completion('A mensagem parece ótima!')],
    ['JSON of another shape', jsonCompletion({ ok: true })],
    ['an unknown severity', jsonCompletion({ ...blocked, severity: 'critical' })],
    ['no choices', { status: 200, body: { id: 'x', object: 'chat.completion', choices: [] } }],
    ['null content', completion(null)],
  ])('throws invalid_response for %s', async (_name, reply) => {
    peer.reply(reply);
    expect((await rejection(client().validate('Olá'))).kind).toBe('invalid_response');
  });

  it("throws truncated when finish_reason is 'length'", async () => {
    peer.reply(completion('{"valid": true, "corrected_', 'length'));
    expect((await rejection(client().validate('Olá'))).kind).toBe('truncated');
  });

  it.each([
    [401, 'Incorrect API key provided: sk-test-****7890.', 'invalid_request_error', 'invalid_api_key'],
    [429, 'Rate limit reached for gpt-4o-mini', 'requests', 'rate_limit_exceeded'],
    [500, 'The server had an error while processing your request.', 'server_error', null],
    [503, 'The engine is currently overloaded', 'server_error', null],
  ])('turns HTTP %s with the {error:{message}} shape into a typed error', async (status, message, type, code) => {
    peer.reply(apiError(status, message, type, code));
    const err = await rejection(client().validate('Olá'));
    expect(err).toMatchObject({ kind: 'http', status, message });
  });

  it('throws http with the status when the error body is not JSON', async () => {
    peer.reply({ status: 502, body: 'Bad Gateway' });
    expect(await rejection(client().validate('Olá'))).toMatchObject({ kind: 'http', status: 502 });
  });

  it('gives up after the timeout', async () => {
    // A peer of its own (a request it gets late takes no reply queued for a later test), answering
    // only after the test: nothing but the client's limit can end the call.
    const slow = await startFakeOpenAi();
    const answer = held();
    slow.setDefault({ ...jsonCompletion(blocked), until: answer.released });
    try {
      const impatient = client({ baseUrl: `${slow.baseUrl}/`, timeoutMs: 50 });
      expect((await rejection(impatient.validate('Olá'))).kind).toBe('timeout');
    } finally {
      answer.release();
      await slow.close();
    }
  });

  it('reports a refused connection as a network error', async () => {
    const dead = createOpenAiClient({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: KEY, model: 'm' });
    expect((await rejection(dead.validate('Olá'))).kind).toBe('network');
  });

  it('never calls medium or high valid, and an empty correction of a valid message is the message', async () => {
    peer.reply(
      jsonCompletion({ ...blocked, valid: true }),
      jsonCompletion({ valid: true, corrected_message: '', issues: [], suggestions: [], severity: 'low' }),
    );
    expect((await client().validate('Chega amanhã')).valid).toBe(false);
    expect((await client().validate('Olá, tudo bem?')).corrected_message).toBe('Olá, tudo bem?');
  });
});

describe('OpenAI-compatible client: message generator', () => {
  const input = {
    templateType: 'freight_simulation' as const,
    customerName: 'maria souza',
    items: [{ product_name: 'iPhone 15', quantity: 2 }],
  };

  it('asks for {message} JSON with the template type, first name and items, and returns the text', async () => {
    peer.reply(jsonCompletion({ message: '  Olá, Maria! Segue a simulação.  ' }));
    expect(await client().generate(input)).toBe('Olá, Maria! Segue a simulação.');
    const [req] = peer.requests;
    expect(req.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'msg_write', strict: true },
    });
    const prompt = (req.body.messages as { content: string }[]).map((m) => m.content).join('\n');
    expect(prompt).toContain('Simulação de frete');
    expect(prompt).toContain('Maria');
    expect(prompt).toContain('2x iPhone 15');
    expect(prompt).not.toContain('souza');
  });

  it('refuses an empty message', async () => {
    peer.reply(jsonCompletion({ message: '   ' }));
    expect((await rejection(client().generate(input))).kind).toBe('invalid_response');
  });
});
