import { Agent, request } from 'node:http';

/**
 * The loopback address of the soak's n-th staff client. nginx's `ip_hash` keys on the first three
 * octets of an IPv4 address, so each client differs in the third: requests from 127.0.0.1 alone
 * all went to one instance, and nothing crossed between the two.
 */
export const clientAddress = (n: number) => `127.0.${2 + (n % 250)}.1`;

/**
 * `fetch` from one local address (Node's fetch cannot choose it): enough of it for the soak,
 * a method, headers, a text body and a signal, answered as a standard Response.
 */
export function fetchFrom(localAddress: string) {
  const agent = new Agent({ keepAlive: true, localAddress });
  return (url: string, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: init.method ?? 'GET',
          headers: init.headers as Record<string, string> | undefined,
          agent,
          signal: init.signal ?? undefined,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
                headers.append(name, v);
            const empty = status === 204 || status === 304;
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      req.on('error', reject);
      if (typeof init.body === 'string') req.write(init.body);
      req.end();
    });
}

export type Fetch = ReturnType<typeof fetchFrom>;
