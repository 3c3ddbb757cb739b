// Bundles the server (and the @ponte/domain TypeScript it imports) into dist/main.js and
// dist/demo.js, so `npm start` runs plain JavaScript in one node process (docs/0027).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Packages from node_modules stay imports, loaded by node as under tsx: native ones
 * (better-sqlite3, @node-rs/argon2) cannot be bundled, and others read their own files at run
 * time. Only the workspace's @ponte/* packages, shipped as TypeScript source, are bundled.
 */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ponte/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer(outdir = `${here}dist`) {
  await build({
    absWorkingDir: here,
    entryPoints: { main: 'src/main.ts', demo: 'src/demo/main.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [packagesStayExternal],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer(process.argv[2]);
  console.log(`Servidor construído em apps/server/dist (${Date.now() - started} ms)`);
}
