import { request } from 'node:http';

/**
 * A sign-in whose body arrives in two parts: from `received` until `finish()` the request is in
 * flight on the server (its headers read, its body not yet), as a slow client or upload is.
 * `received` is the server's 100 Continue, which Node sends as it hands the request on.
 */
export function slowSignIn(port: number, password: string) {
  const body = JSON.stringify({ email: 'onsolutions', password });
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/login',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const received = new Promise<void>((resolve, reject) => {
    req.once('continue', () => resolve());
    req.once('error', reject);
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  // Handled here too: a test that expects the cut awaits it itself.
  response.catch(() => {});
  received.catch(() => {});
  req.flushHeaders();
  req.write(body.slice(0, 10));
  return { received, response, finish: () => req.end(body.slice(10)) };
}

/** Resolves once nothing accepts connections at the address any more. */
export async function refusedWithin(url: string, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) });
    } catch (err) {
      if (String((err as { cause?: { code?: string } }).cause?.code) === 'ECONNREFUSED') return true;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}
