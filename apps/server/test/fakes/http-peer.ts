import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: unknown;
};
export type PeerHandler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/** A small HTTP server on 127.0.0.1:0 that records every request; tests answer as the real service would. */
export async function startPeer(handler: PeerHandler) {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    let json: unknown = undefined;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      // not JSON
    }
    const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, json };
    requests.push(recorded);
    await handler(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * An answer a fake holds until the test calls `release()`: a test of a client's time limit then
 * ends by that limit alone, not by which of two delays runs out first.
 */
export function held() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}
