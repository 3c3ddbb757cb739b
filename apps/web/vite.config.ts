import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { scrollAreaMergeRefs } from './build/merge-refs-shim';
import { precompress } from './precompress';

const server = 'http://localhost:3000';

/**
 * React Router 7's package exports only its development build (remix-run/react-router#12532,
 * #14102): dev warnings and 30 kB more on every first load. A production build takes the
 * production files it ships beside them; `npm run dev` and the tests keep the development ones.
 */
const routerFile = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionRouter = [
  { find: /^react-router\/dom$/, replacement: routerFile('dom-export.mjs') },
  { find: /^react-router$/, replacement: routerFile('index.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), scrollAreaMergeRefs(), precompress()],
  resolve: { alias: command === 'build' ? productionRouter : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page pulls in (bench/bundle.ts weighs them).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/uploads': server,
      '/socket.io': { target: server, ws: true },
    },
  },
}));
