import { io, type Socket } from 'socket.io-client';
import { percentile, type BenchServer } from './lib';

/**
 * Sends `messages.upsert` webhooks at a steady rate while many staff sockets listen, and times
 * each webhook from the moment it is sent to the moment one watched socket gets its notification.
 * The baseline is a bare HTTP round trip sent at the same rate to the same server.
 */
export async function webhookToSocket(
  server: BenchServer,
  opts: { sockets: number; ratePerSecond: number; seconds: number },
) {
  const base = `http://127.0.0.1:${server.port}`;
  const sockets: Socket[] = [];
  for (let i = 0; i < opts.sockets; i++) {
    sockets.push(
      io(base, { path: '/socket.io', transports: ['websocket'], auth: { token: server.token }, reconnection: false }),
    );
  }
  await Promise.all(
    sockets.map(
      (s) => new Promise<void>((resolve, reject) => s.once('connect', () => resolve()).once('connect_error', reject)),
    ),
  );

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let deliveries = 0;
  sockets.forEach((s, i) =>
    s.on('notification', (event: { data: { message: string } }) => {
      deliveries += 1;
      // One watched socket times the messages; all of them count deliveries.
      if (i === 0) {
        const t0 = sentAt.get(event.data.message);
        if (t0 !== undefined) latencies.push(performance.now() - t0);
      }
    }),
  );

  const total = opts.ratePerSecond * opts.seconds;
  const interval = 1000 / opts.ratePerSecond;
  const posts: Promise<unknown>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const wait = start + n * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const text = `bench-${n}`;
    sentAt.set(text, performance.now());
    posts.push(
      fetch(`${base}/api/webhook/evolution`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          event: 'messages.upsert',
          instance: 'bench',
          apikey: server.apiKey,
          data: {
            key: { remoteJid: `55119${String(10_000_000 + (n % 500))}@s.whatsapp.net`, fromMe: false, id: `BENCH${n}` },
            pushName: 'Bench',
            message: { conversation: text },
          },
        }),
      }).then((r) => r.arrayBuffer()),
    );
  }
  await Promise.all(posts);
  const deadline = performance.now() + 5000;
  while (latencies.length < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));

  const baseline: number[] = [];
  for (let n = 0; n < Math.min(total, opts.ratePerSecond * 2); n++) {
    const t0 = performance.now();
    await (await fetch(`${base}/bench/bare`)).arrayBuffer();
    baseline.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, interval));
  }
  sockets.forEach((s) => s.disconnect());
  latencies.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  return {
    sockets: opts.sockets,
    rate: opts.ratePerSecond,
    seconds: opts.seconds,
    expected: total * opts.sockets,
    deliveries,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    baselineP50: percentile(baseline, 50),
    baselineP99: percentile(baseline, 99),
  };
}
