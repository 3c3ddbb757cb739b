import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test peer speaking the OpenAI chat-completions protocol on 127.0.0.1: it records every request
 * and answers what the test queued (canned completions or the documented error shape).
 */
export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
};

/** `until`: the reply waits for it (`held()` in http-peer), so the test decides when it comes. */
export type CannedReply = { status: number; body: unknown; until?: Promise<void> };

export const completion = (content: string | null, finishReason = 'stop'): CannedReply => ({
  status: 200,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1717000000,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  },
});

export const jsonCompletion = (value: unknown) => completion(JSON.stringify(value));

export const apiError = (
  status: number,
  message: string,
  type = 'invalid_request_error',
  code: string | null = null,
): CannedReply => ({
  status,
  body: { error: { message, type, param: null, code } },
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAi() {
  const requests: RecordedRequest[] = [];
  const queue: CannedReply[] = [];
  let fallback: CannedReply = jsonCompletion({
    valid: true,
    corrected_message: '',
    issues: [],
    suggestions: [],
    severity: 'low',
  });

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw);
    } catch {
      body = { raw };
    }
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    const reply = queue.shift() ?? fallback;
    if (reply.until) await reply.until;
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replies used in order, one per request; afterwards the default reply. */
    reply: (...replies: CannedReply[]) => queue.push(...replies),
    setDefault: (reply: CannedReply) => {
      fallback = reply;
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
