import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { JobDefinition, JobName, JobQueue } from '../jobs/queue';
import type { ContextSource, ServerModule } from '../lib/module';
import { whileUp } from './while-up';

/** Registers each module's job types on the queue, module by module; their context is read at run time. */
export function registerModuleJobs(jobs: JobQueue, modules: ServerModule[], ctx: ContextSource) {
  for (const module of modules)
    for (const job of module.jobs?.(ctx) ?? []) jobs.register(job as JobDefinition<JobName>);
}

/**
 * The repeating work of a running instance (tests run each by hand): every module's schedules
 * start when the app is ready and stop together when it closes. Each stop waits for a run under
 * way, and the close waits for the longest only.
 */
export function runModuleSchedules(app: FastifyInstance, modules: ServerModule[]) {
  const warn = (what: string) => (err: unknown) => app.log.warn({ err }, `${what} failed`);
  const ctx = () => app.ctx;
  whileUp(app, () => {
    const stops = modules.flatMap((module) => module.schedules?.(ctx, warn) ?? []).map((start) => start());
    return async () => void (await Promise.all(stops.map((stop) => stop())));
  });
}

/** Every module's routes under /api, in the order of the list. */
export async function registerModuleRoutes(app: FastifyInstance, modules: ServerModule[]) {
  await app.register(
    async (api) => {
      for (const { routes, routeOptions } of modules) {
        if (!routes) continue;
        const plugin = routes as unknown as FastifyPluginAsync<object>;
        if (routeOptions) await api.register(plugin, routeOptions);
        else await api.register(plugin);
      }
    },
    { prefix: '/api' },
  );
}
