import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at their best levels: the
 * server hands them out by Accept-Encoding (@fastify/static preCompressed) instead of sending
 * raw JavaScript or compressing on every request. A twin is written only when it is smaller: the
 * shell pulls in dozens of small chunks, and a few hundred bytes each add up (issue 17).
 */
export function precompress(outDir = 'dist'): Plugin {
  return {
    name: 'ponte-precompress',
    apply: 'build',
    closeBundle() {
      const files = filesUnder(outDir);
      // A second build into the same folder (the checkout's) compresses only what it wrote: a
      // file with a twin at least as new as itself is done.
      const done = (file: string) =>
        ['.br', '.gz'].some(
          (ext) => files.includes(file + ext) && statSync(file + ext).mtimeMs >= statSync(file).mtimeMs,
        );
      for (const file of files) {
        if (!COMPRESSIBLE.test(file) || done(file)) continue;
        const body = readFileSync(file);
        const br = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
