import { Worker } from 'node:worker_threads';

/** How long after the watchdog's own process.exit(1) the last resort kills the process. */
export const LAST_RESORT_MS = 2000;

// A thread of its own: it runs while the main thread is stuck (a synchronous write that never
// returns, an exit handler that loops), which no timer of the main thread does.
const LAST_RESORT = `
const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);
`;

/**
 * Makes the end of the process unconditional (issue 34): at `ms` it exits with 1 whatever is
 * still running, and if even that does not end it (process.exit runs exit handlers, which can
 * hang), a worker thread kills it `LAST_RESORT_MS` later. Neither keeps the process alive.
 */
export function armExitWatchdog(ms: number) {
  setTimeout(() => process.exit(1), ms).unref();
  const worker = new Worker(LAST_RESORT, { eval: true, workerData: { pid: process.pid, ms: ms + LAST_RESORT_MS } });
  worker.unref();
  return worker;
}
