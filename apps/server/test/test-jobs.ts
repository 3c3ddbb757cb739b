import { z } from 'zod';
import type { Job } from '../src/db/types';
import type { JobDefinition } from '../src/jobs/queue';

/** Job types only tests enqueue: their payloads are whatever the test posts. */
declare module '../src/jobs/types' {
  interface JobPayloads {
    'test.slow': Record<string, unknown>;
    'test.stuck': Record<string, unknown>;
    'test.idle': Record<string, unknown>;
    'test.shutdown': Record<string, unknown>;
    'noop-for-metrics': Record<string, unknown>;
  }
}

type TestJobName = 'test.slow' | 'test.stuck' | 'test.idle' | 'test.shutdown';

/** A test job type: any object for a payload, the test's own handler. */
export const testJob = <N extends TestJobName>(
  name: N,
  handler: (payload: Record<string, unknown>, job: Job) => Promise<void>,
): JobDefinition<N> => ({ name, payload: z.record(z.string(), z.unknown()), handler });
