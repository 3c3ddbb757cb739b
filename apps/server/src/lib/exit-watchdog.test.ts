import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LAST_RESORT_MS } from './exit-watchdog';

const fixture = new URL('../../test/fixtures/stuck-at-exit.ts', import.meta.url).pathname;

describe('the exit watchdog (issue 34)', () => {
  it('ends a process whose exit handler hangs: its worker kills it after the exit did not', async () => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, '300'], { stdio: 'ignore' });
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once('exit', (c, s) => resolve([c, s])),
    );
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    // Not before the exit was given its chance.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300 + LAST_RESORT_MS);
  }, 60_000);
});
