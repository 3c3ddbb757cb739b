import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from '@ponte/domain/logs';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Log bytes a slow reader may leave waiting before new lines are dropped (memory stays bounded). */
export const LOG_BACKLOG_BYTES = 4 * 1024 * 1024;

/**
 * Where the process log goes: standard output, through Node's own stream (docs/0078). Not pino's
 * default sonic-boom: at exit it flushes synchronously, and when the output's reader has gone
 * (a supervisor or `| tee` stopped with us) its flush retries the broken pipe forever, so the
 * process never ends, its exit watchdog included (issue 34). Node's stream writes from the event
 * loop and drops what is left at exit. A reader that went away ends the log, not the server; a
 * reader that stopped reading costs at most LOG_BACKLOG_BYTES, then lines are dropped and counted.
 */
export function processLogStream(out: NodeJS.WriteStream = process.stdout) {
  let gone = false;
  let dropped = 0;
  out.on('error', () => void (gone = true));
  return {
    write(line: string) {
      if (gone) return;
      if (out.writableLength > LOG_BACKLOG_BYTES) {
        dropped++;
        return;
      }
      if (dropped > 0) {
        const note = {
          level: 40,
          time: Date.now(),
          msg: `${dropped} log lines dropped: the output was not being read`,
        };
        out.write(`${JSON.stringify(note)}\n`);
        dropped = 0;
      }
      out.write(line);
    },
  };
}

/**
 * The process log's options: no password, card or bearer token from a body or header, and
 * request lines whose URL has its random segments (checkout tokens, webhook secrets) and query
 * values masked, with the matched route beside it.
 */
export function processLogOptions(level: string, stream?: { write(line: string): unknown }): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.body.password', 'req.body.senha', 'req.body.card_data'],
    serializers: {
      req: (req: { method: string; url: string; routeOptions?: { url?: string }; ip?: string; id?: unknown }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        route: req.routeOptions?.url,
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
