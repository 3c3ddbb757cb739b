import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export type FaultMode = 'pass' | 'cut' | 'stall';

/**
 * A TCP proxy in front of PostgreSQL or Redis that the soak turns into the faults of a real
 * network: `cut()` resets every connection and every new one (as a dead host or a restarted
 * server does), `stall()` keeps connections open and holds their bytes (a partition: packets
 * neither delivered nor refused), `restore()` lets traffic flow again, the held bytes first.
 */
export async function startFaultProxy(target: { host: string; port: number }) {
  let mode: FaultMode = 'pass';
  const pairs = new Set<[Socket, Socket]>();
  /** Bytes held while stalled, per destination, in order; written out on restore. */
  const heldFor = new Map<Socket, Buffer[]>();

  // By hand, not pipe(): a pipe resumes its source on 'drain', which would leak bytes through a stall.
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (mode === 'stall') heldFor.set(to, [...(heldFor.get(to) ?? []), chunk]);
      else to.write(chunk);
    });
  const server = createServer((client) => {
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      heldFor.delete(client);
      heldFor.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    get mode() {
      return mode;
    },
    connections: () => pairs.size,
    cut() {
      mode = 'cut';
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    stall() {
      mode = 'stall';
    },
    restore() {
      mode = 'pass';
      for (const [to, chunks] of heldFor) for (const chunk of chunks) to.write(chunk);
      heldFor.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;

/** A fault proxy in front of the server a URL names, and the same URL pointed at the proxy. */
export async function proxyInFrontOf(url: string, defaultPort: number) {
  const target = new URL(url);
  const proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || defaultPort) });
  const throughProxy = new URL(url);
  throughProxy.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: throughProxy.toString() };
}
