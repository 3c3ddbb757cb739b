import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobDefinition, JobName } from '../jobs/types';
import type { ServerContext } from './context';

/**
 * What a server module offers the app (modules/<name>/module.ts): its routes, its job types and
 * its repeating work. src/modules.ts lists the modules and hands each what it needs from the app
 * and from other modules; plugins/modules.ts registers them. This file imports nothing of modules.
 */

/** The context jobs and schedules read when they run (app.ctx: it is set once the app is built). */
export type ContextSource = () => ServerContext;

/** A schedule's failure log: `warn('log pruning')` logs its errors as "log pruning failed". */
export type Warn = (what: string) => (err: unknown) => void;

/** Repeating work of a running instance: starting it answers how to stop it (lib/repeat.ts). */
export type Schedule = () => () => Promise<void>;

/** One job type of a module (its name, payload schema and handler, typed together). */
export type ModuleJob = { [N in JobName]: JobDefinition<N> }[JobName];

export type ServerModule = {
  /** Its routes, registered under /api. */
  routes?: FastifyPluginAsyncZod<never>;
  /** What the routes are handed (app options, other modules' callbacks); none: registered without. */
  routeOptions?: object;
  /** Its job types, registered on the queue (jobs/types.ts). */
  jobs?: (ctx: ContextSource) => ModuleJob[];
  /** Its repeating work, started when the app is ready (not when tests drive the jobs by hand). */
  schedules?: (ctx: ContextSource, warn: Warn) => Schedule[];
};

/** The options a routes plugin is registered with: what a module's factory takes (`authModule(...)`). */
export type RouteOptions<R extends FastifyPluginAsyncZod<never>> = Parameters<R>[1];

/** Route options a module must be given when its routes require some, and may be given otherwise. */
type RouteOptionsOf<O> = Record<never, never> extends O ? { routeOptions?: O } : { routeOptions: O };

/** A module's declaration, for modules/<name>/module.ts; the routes' options are checked against the routes. */
export type ModuleDeclaration<O extends FastifyPluginOptions> = {
  routes?: FastifyPluginAsyncZod<O>;
  jobs?: (ctx: ContextSource) => ModuleJob[];
  schedules?: (ctx: ContextSource, warn: Warn) => Schedule[];
} & RouteOptionsOf<O>;

/** Declares what a module offers the app: `defineModule({ routes, routeOptions, jobs, schedules })`. */
export function defineModule<O extends FastifyPluginOptions = Record<never, never>>(
  module: ModuleDeclaration<O>,
): ServerModule {
  return module as ServerModule;
}
