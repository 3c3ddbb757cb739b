// npm run bench:bundle (also the last step of npm run bench): the compressed JavaScript a first
// visit downloads, from the built files, against the baseline of every chunk the app has.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  filesWeight,
  FIRST_LOAD_BUDGET_BYTES,
  FIRST_LOAD_PAGES,
  CHECKOUT_ENTRY,
  pageCssWeight,
  pageWeight,
  PUBLIC_CSS_GOAL_BYTES,
  PUBLIC_PAGE_GOAL_BYTES,
  PUBLIC_PAGES,
  type PageWeight,
} from '../apps/web/bundle-size';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padEnd(10);

export function bundleFigures() {
  const whole = filesWeight(
    dist,
    readdirSync(`${dist}/assets`)
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`),
  );
  const row = (name: string, w: PageWeight, note: string) =>
    console.log(
      `${name.padEnd(10)} ${String(w.files.length).padStart(5)}  ${kB(w.raw)} ${kB(w.gzip)} ${kB(w.brotli)} ${note}`,
    );
  console.log('\nfirst load: the JavaScript a fresh browser downloads, as the server sends it (built files)');
  console.log('page       files  raw        gzip       brotli     brotli / whole app');
  for (const [name, pages] of Object.entries(FIRST_LOAD_PAGES)) {
    const w = pageWeight(dist, [...pages]);
    row(name, w, (w.brotli / whole.brotli).toFixed(3));
  }
  for (const [name, pages] of Object.entries(PUBLIC_PAGES)) {
    const w = pageWeight(dist, [...pages], CHECKOUT_ENTRY);
    const css = pageCssWeight(dist, [...pages], CHECKOUT_ENTRY);
    row(name, w, `${(w.brotli / whole.brotli).toFixed(3)} (customer's page; its CSS ${kB(css.brotli).trim()} brotli)`);
  }
  row('whole app', whole, '1.000 (baseline: every chunk of the build)');
  console.log(`budget: ${kB(FIRST_LOAD_BUDGET_BYTES).trim()} of brotli per staff page (e2e/specs/first-load.test.ts)`);
  console.log(
    `goal: ${kB(PUBLIC_PAGE_GOAL_BYTES).trim()} of JavaScript and ${kB(PUBLIC_CSS_GOAL_BYTES).trim()} of CSS per customer's page (issue 35, e2e/specs/checkout-speed.test.ts)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) bundleFigures();
