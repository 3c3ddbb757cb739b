import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

/** The customer's checkout is its own page (issue 35, docs/0086): the dev server answers its paths with it, as the server does. */
const checkoutPaths = /^\/checkout(-success|-error)?(\/|$|\?)/;
const checkoutPage = (): Plugin => ({
  name: 'ponte-checkout-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && checkoutPaths.test(req.url)) req.url = '/checkout.html';
      next();
    });
  },
});

export default defineConfig(({ command, mode }) => {
  // npm run build's second pass: the customer's checkout on its own, so that nothing it shares
  // with the staff app comes along (issue 35, docs/0086).
  const checkout = mode === 'checkout';
  return {
    plugins: [react(), scrollAreaMergeRefs(), precompress(), checkoutPage()],
    resolve: { alias: command === 'build' ? productionRouter : [] },
    build: {
      outDir: 'dist',
      emptyOutDir: !checkout,
      // dist/.vite/manifest.json and checkout-manifest.json: which chunks each page pulls in
      // (bench/bundle.ts weighs them).
      manifest: checkout ? '.vite/checkout-manifest.json' : true,
      // Every browser Ponte supports preloads modules itself: no polyfill in a first load.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: fileURLToPath(new URL(checkout ? 'checkout.html' : 'index.html', import.meta.url)),
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
  };
});
