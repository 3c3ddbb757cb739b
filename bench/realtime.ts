// Inbound webhook → socket.io latency with many staff sockets: three processes, so no two of the
// server, the load generator (this process) and the staff sockets (bench/staff-sockets.ts) share
// an event loop. For each number of sockets and rate of messages, three figures of the same run:
//   bare round trip  a GET of a route with no auth, no database and no sockets (the HTTP floor);
//   bare broadcast   POST /bench/broadcast: the server emits one 'notification' to every staff
//                    socket with no database work (the fan-out floor);
//   webhook          POST /api/webhook/evolution (messages.upsert), stored and announced.
// Latencies are per delivery: every socket's copy of every message, from send to receipt.
// `npx tsx bench/realtime.ts` runs it alone on a small server.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { benchEngine } from './db';
import { percentile, startBenchServer, type BenchServer } from './lib';
import type { StaffCommand, StaffFigures, StaffReply } from './staff-sockets';

export type RealtimeRow = {
  sockets: number;
  rate: number;
  what: 'bare round trip' | 'bare broadcast' | 'webhook';
  p50: number;
  p99: number;
  /** Socket.io events per socket per message (1 is the goal: one event per message per staff member). */
  perMessage: number;
  missing: number;
  duplicates: number;
  /** CPU in percent of one core, from the first request to the last delivery: the server, and the staff processes together. */
  serverCpu: number;
  staffCpu: number;
  /** Event loop delay of the server during the run, p99 in ms. */
  serverLag: number;
  /** CPU of everything else on the machine meanwhile (other people's work shares the two cores), same unit. */
  othersCpu: number;
};

/** The machine's busy CPU time so far in ms, from /proc/stat (Linux); 0 elsewhere. */
function machineBusyMs() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    // Clock ticks: 100 a second on Linux.
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return 0;
  }
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Staff = { child: ChildProcess; next: () => Promise<StaffReply> };

function startStaff(): Staff {
  const child = fork(new URL('./staff-sockets.ts', import.meta.url).pathname, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: ((r: StaffReply) => void)[] = [];
  child.on('message', (reply: StaffReply) => waiting.shift()?.(reply));
  return { child, next: () => new Promise((resolve) => waiting.push(resolve)) };
}

async function ask(staff: Staff[], cmd: StaffCommand) {
  const replies = staff.map((s) => s.next());
  staff.forEach((s) => s.child.send(cmd));
  return Promise.all(replies);
}

/** The server's own view of a run: CPU and event loop delay since the last call (bench/server.ts). */
async function serverUsage(base: string) {
  return (await (await fetch(`${base}/bench/usage`)).json()) as { cpuMs: number; lagP99: number };
}

/** Sends `total` requests at `rate` per second; answers when all are answered, with their round trips. */
async function load(rate: number, total: number, request: (n: number, sentAt: number) => Promise<Response>) {
  const interval = 1000 / rate;
  const posts: Promise<number>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const wait = start + n * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const sentAt = now();
    posts.push(
      request(n, sentAt).then(async (r) => {
        await r.arrayBuffer();
        if (!r.ok) throw new Error(`${r.url}: ${r.status}`);
        return now() - sentAt;
      }),
    );
  }
  return (await Promise.all(posts)).sort((a, b) => a - b);
}

/** Until the server's event loop is idle (under 5% busy over 200 ms, twice in a row), at most 30 s. */
async function settled(base: string) {
  const until = Date.now() + 30_000;
  let idle = 0;
  while (idle < 2 && Date.now() < until) {
    await sleep(200);
    const busy = (await (await fetch(`${base}/bench/busy`)).json()) as { utilization: number };
    idle = busy.utilization < 0.05 ? idle + 1 : 0;
  }
}

const webhookBody = (server: BenchServer, phones: string[], text: string, n: number, run: string) =>
  JSON.stringify({
    event: 'messages.upsert',
    instance: 'bench',
    apikey: server.apiKey,
    data: {
      // The 500 bench customers in turn (bench/server.ts creates them), one new message id each.
      key: { remoteJid: `${phones[n % phones.length]}@s.whatsapp.net`, fromMe: false, id: `B${run}N${n}` },
      pushName: 'Bench',
      message: { conversation: text },
    },
  });

type Figure = RealtimeRow['what'];

/** One figure: `rate` requests a second for `seconds`, measured from the first send to the last delivery. */
async function measureFigure(
  server: BenchServer,
  staff: Staff[],
  opts: { sockets: number; rate: number; seconds: number; what: Figure },
): Promise<RealtimeRow> {
  const { sockets, rate, what } = opts;
  const base = `http://127.0.0.1:${server.port}`;
  const phones = server.chatPhones ?? [];
  const total = rate * opts.seconds;
  const run = `${sockets}x${rate}${what.replace(/ /g, '')}${Date.now() % 100_000}`;
  await ask(staff, { kind: 'start', run, total });
  await serverUsage(base);
  const busyFrom = machineBusyMs();
  const t0 = performance.now();
  const ownFrom = process.cpuUsage();
  const roundTrips = await load(rate, total, (n, sentAt) => {
    const text = `bench ${run} ${n} ${sentAt.toFixed(3)}`;
    if (what === 'bare round trip') return fetch(`${base}/bench/bare`);
    if (what === 'bare broadcast')
      return fetch(`${base}/bench/broadcast`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
    return fetch(`${base}/api/webhook/evolution`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: webhookBody(server, phones, text, n, run),
    });
  });
  // Deliveries still on their way: wait until the server is idle again.
  if (what !== 'bare round trip') {
    await settled(base);
    await sleep(300);
  }
  const usage = await serverUsage(base);
  const figures = (await ask(staff, { kind: 'stop' })) as StaffFigures[];
  const own = process.cpuUsage(ownFrom);
  const staffMs = figures.reduce((sum, f) => sum + f.cpuMs, 0);
  const oursMs = usage.cpuMs + staffMs + (own.user + own.system) / 1000;
  const othersMs = Math.max(0, machineBusyMs() - busyFrom - oursMs);
  // From the first request sent to the last delivery (and the server idle again).
  const elapsed = (performance.now() - t0) / 1000;
  const latencies = what === 'bare round trip' ? roundTrips : figures.flatMap((f) => f.latencies).sort((a, b) => a - b);
  const packets = figures.reduce((sum, f) => sum + f.packets, 0);
  return {
    sockets,
    rate,
    what,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perMessage: packets / (total * sockets),
    missing: what === 'bare round trip' ? 0 : figures.reduce((sum, f) => sum + f.missing, 0),
    duplicates: figures.reduce((sum, f) => sum + f.duplicates, 0),
    serverCpu: usage.cpuMs / elapsed / 10,
    staffCpu: staffMs / elapsed / 10,
    serverLag: usage.lagP99,
    othersCpu: othersMs / elapsed / 10,
  };
}

/**
 * One number of sockets: connects them, then the three figures at each rate. A figure taken
 * while other work on the machine passed `quietCpu` percent is taken again, up to `retries` times.
 */
async function atSockets(
  server: BenchServer,
  opts: { sockets: number; rates: number[]; seconds: number; processes: number; quietCpu: number; retries: number },
): Promise<RealtimeRow[]> {
  const base = `http://127.0.0.1:${server.port}`;
  if (!server.chatPhones?.length) throw new Error('the realtime benchmark needs bench/server.ts (chatPhones)');
  const staff = Array.from({ length: opts.processes }, startStaff);
  const rows: RealtimeRow[] = [];
  try {
    const share = (i: number) =>
      Math.floor(opts.sockets / opts.processes) + (i < opts.sockets % opts.processes ? 1 : 0);
    const ready = await Promise.all(
      staff.map((s, i) => {
        const reply = s.next();
        s.child.send({
          kind: 'connect',
          url: base,
          token: server.token,
          sockets: share(i),
          chats: server.chatIds ?? [],
        });
        return reply;
      }),
    );
    const joined = ready.reduce((sum, r) => sum + (r.kind === 'ready' ? r.joined : 0), 0);
    console.log(`  ${opts.sockets} staff sockets in ${opts.processes} process(es), ${joined} with a chat open`);

    for (const rate of opts.rates) {
      for (const what of ['bare round trip', 'bare broadcast', 'webhook'] as const) {
        let row = await measureFigure(server, staff, { sockets: opts.sockets, rate, seconds: opts.seconds, what });
        for (let retry = 1; retry <= opts.retries && row.othersCpu > opts.quietCpu; retry++) {
          console.log(`    (again: other work used ${row.othersCpu.toFixed(0)}% CPU meanwhile)`);
          row = await measureFigure(server, staff, { sockets: opts.sockets, rate, seconds: opts.seconds, what });
        }
        rows.push(row);
        printRow(row);
      }
    }
  } finally {
    staff.forEach((s) => s.child.send({ kind: 'close' } satisfies StaffCommand));
  }
  return rows;
}

export function printHeader() {
  console.log(
    'sockets  msg/s  figure            p50 ms   p99 ms  events/msg  missing  dup  server CPU%  staff CPU%  lag p99 ms  others CPU%',
  );
}

function printRow(r: RealtimeRow) {
  console.log(
    `${String(r.sockets).padStart(7)}  ${String(r.rate).padStart(5)}  ${r.what.padEnd(16)} ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${r.perMessage.toFixed(2).padStart(10)}  ${String(r.missing).padStart(7)}  ${String(r.duplicates).padStart(3)}  ${r.serverCpu.toFixed(0).padStart(11)}  ${r.staffCpu.toFixed(0).padStart(10)}  ${r.serverLag.toFixed(1).padStart(10)}  ${r.othersCpu.toFixed(0).padStart(11)}`,
  );
}

/** The whole table: 100 and 500 sockets (BENCH_SOCKETS) × 20, 50 and 100 messages/s (BENCH_RATES). */
export async function realtimeFigures(server: BenchServer, seconds: number): Promise<RealtimeRow[]> {
  const list = (value: string | undefined, fallback: number[]) => (value ? value.split(',').map(Number) : fallback);
  const processes = Number(process.env.BENCH_STAFF_PROCESSES ?? 1);
  const rates = list(process.env.BENCH_RATES, [20, 50, 100]);
  console.log(
    `\nwebhook → socket.io (${await benchEngine()}), ${seconds}s per figure, latency per delivery (every socket, every message)`,
  );
  printHeader();
  // Other people's work on the same two cores: a figure taken meanwhile is taken again.
  const quietCpu = Number(process.env.BENCH_QUIET_CPU ?? 30);
  const retries = Number(process.env.BENCH_RETRIES ?? 2);
  const rows: RealtimeRow[] = [];
  for (const sockets of list(process.env.BENCH_SOCKETS, [100, 500]))
    rows.push(...(await atSockets(server, { sockets, rates, seconds, processes, quietCpu, retries })));
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  // A small shop is enough here: the webhook's work does not grow with the customers table.
  process.env.BENCH_CUSTOMERS ??= '2000';
  process.env.BENCH_SALES ??= '2000';
  const server = await startBenchServer();
  try {
    await realtimeFigures(server, Number(process.env.BENCH_SECONDS ?? 6));
  } finally {
    await server.stop();
  }
}
