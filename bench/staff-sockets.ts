// The staff side of the realtime benchmark, in its own process (started by bench/realtime.ts):
// it holds the staff sockets, so decoding what they receive does not share the event loop of
// the server nor of the load generator. It is driven over the IPC channel:
//   connect → opens the sockets (each may open one chat), answers 'ready';
//   start   → counts from now on what each socket receives for messages 0..total-1 of that run, answers 'started';
//   stop    → answers the figures of the run; close → disconnects and exits.
// Every message's text carries the time it was sent (epoch ms), so latency needs no round trip.
import { io, type Socket } from 'socket.io-client';

export type StaffCommand =
  | { kind: 'connect'; url: string; token: string; sockets: number; chats: number[] }
  | { kind: 'start'; run: string; total: number }
  | { kind: 'stop' }
  | { kind: 'close' };

export type StaffFigures = {
  kind: 'figures';
  /** One latency (ms) per message per socket that received it, sorted. */
  latencies: number[];
  /** Every socket.io event the sockets received during the run, of any name. */
  packets: number;
  /** Messages of the run a socket never received, and ones it received more than once. */
  missing: number;
  duplicates: number;
  /** CPU time this process used during the run, in ms. */
  cpuMs: number;
};

export type StaffReply = { kind: 'ready'; joined: number } | { kind: 'started' } | StaffFigures;

const now = () => performance.timeOrigin + performance.now();
const send = (reply: StaffReply) => process.send!(reply);

let sockets: Socket[] = [];
let run = '';
let counts: Uint8Array[] = [];
let latencies: number[] = [];
let packets = 0;
let cpuAtStart = process.cpuUsage();

/** 'bench <run> <n> <sentAt>': the run it belongs to, its number and when the load generator sent it. */
function received(socketIndex: number, text: string | undefined) {
  packets += 1;
  const [tag, runId, n, sentAt] = (text ?? '').split(' ');
  if (tag !== 'bench' || runId !== run) return;
  const seen = counts[socketIndex];
  const i = Number(n);
  if (!seen || i >= seen.length) return;
  if (seen[i] < 255) seen[i] += 1;
  if (seen[i] === 1) latencies.push(now() - Number(sentAt));
}

async function connect(cmd: Extract<StaffCommand, { kind: 'connect' }>) {
  sockets = Array.from({ length: cmd.sockets }, () =>
    io(cmd.url, { path: '/socket.io', transports: ['websocket'], auth: { token: cmd.token }, reconnection: false }),
  );
  sockets.forEach((s, i) => {
    s.on('notification', (event: { data?: { message?: string } }) => received(i, event.data?.message));
    s.on('chat:message', (event: { message?: { content?: string } }) => received(i, event.message?.content));
    // Any other event still costs the socket a packet.
    s.onAny((name: string) => {
      if (name !== 'notification' && name !== 'chat:message') packets += 1;
    });
  });
  await Promise.all(
    sockets.map(
      (s) => new Promise<void>((resolve, reject) => s.once('connect', () => resolve()).once('connect_error', reject)),
    ),
  );
  // Each socket opens one chat, as an attendant with a conversation on screen; servers without
  // chat rooms never answer, so an unanswered open counts as not joined after a second.
  const joined = await Promise.all(
    sockets.map((s, i) =>
      cmd.chats.length === 0
        ? false
        : s
            .timeout(1000)
            .emitWithAck('chat:open', cmd.chats[i % cmd.chats.length])
            .then((answer: { ok?: boolean }) => answer?.ok === true)
            .catch(() => false),
    ),
  );
  send({ kind: 'ready', joined: joined.filter(Boolean).length });
}

process.on('message', (cmd: StaffCommand) => {
  if (cmd.kind === 'connect') void connect(cmd);
  else if (cmd.kind === 'start') {
    run = cmd.run;
    counts = sockets.map(() => new Uint8Array(cmd.total));
    latencies = [];
    packets = 0;
    cpuAtStart = process.cpuUsage();
    send({ kind: 'started' });
  } else if (cmd.kind === 'stop') {
    const cpu = process.cpuUsage(cpuAtStart);
    let missing = 0;
    let duplicates = 0;
    for (const seen of counts)
      for (const c of seen) {
        if (c === 0) missing += 1;
        else if (c > 1) duplicates += c - 1;
      }
    run = '';
    send({
      kind: 'figures',
      latencies: latencies.sort((a, b) => a - b),
      packets,
      missing,
      duplicates,
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
  } else {
    sockets.forEach((s) => s.disconnect());
    process.exit(0);
  }
});
