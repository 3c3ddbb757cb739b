/**
 * Runs `work` now and every `everyMs` until stopped; stopping waits for a run under way. A run
 * slower than the interval delays the next one rather than running beside it; a failure goes to
 * `onError` and the next tick runs again. The timer keeps no process alive.
 */
export function repeatEvery(work: () => Promise<unknown>, onError: (err: unknown) => void, everyMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(work).catch(onError);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
