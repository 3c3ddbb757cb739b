import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type PageWeight = { files: string[]; raw: number; gzip: number; brotli: number };

/** The staff app's manifest, or the checkout's: the checkout is built on its own (issue 35). */
export function readManifest(dist: string, entry = 'index.html'): Manifest {
  const name = entry === 'checkout.html' ? 'checkout-manifest.json' : 'manifest.json';
  return JSON.parse(readFileSync(join(dist, '.vite', name), 'utf8')) as Manifest;
}

/** The chunk and everything it imports statically: what the browser fetches before it can run it. */
function closure(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
}

/** Size of a built file as the server sends it: its precompressed twin, or itself when the build wrote none. */
function servedSize(dist: string, file: string, ext: '.br' | '.gz') {
  const twin = join(dist, file + ext);
  return readFileSync(existsSync(twin) ? twin : join(dist, file)).length;
}

/** The staff app's HTML entry; the customer's checkout has its own (issue 35). */
export const STAFF_ENTRY = 'index.html';
export const CHECKOUT_ENTRY = 'checkout.html';

/** Every built file a first visit fetches before the page runs: `entry` and `pages` with their static imports. */
function firstVisitFiles(dist: string, pages: string[], entry: string): Set<string> {
  const manifest = readManifest(dist, entry);
  if (!manifest[entry]?.isEntry) throw new Error(`${entry} is not an entry of the build manifest`);
  const files = new Set<string>();
  for (const key of [entry, ...pages]) closure(manifest, key, files);
  // Each chunk's stylesheets come with it.
  const css = Object.values(manifest)
    .filter((chunk) => files.has(chunk.file))
    .flatMap((chunk) => chunk.css ?? []);
  css.forEach((file) => files.add(file));
  return files;
}

/**
 * The JavaScript a page downloads on a first visit: the entry's script with its static imports,
 * plus the page's lazy modules (`src/...` as in the manifest) with their own.
 */
export function pageWeight(dist: string, pages: string[], entry = STAFF_ENTRY): PageWeight {
  const files = firstVisitFiles(dist, pages, entry);
  return filesWeight(dist, [...files].filter((f) => f.endsWith('.js')).sort());
}

/** The stylesheets the same first visit downloads. */
export function pageCssWeight(dist: string, pages: string[], entry = STAFF_ENTRY): PageWeight {
  const files = firstVisitFiles(dist, pages, entry);
  return filesWeight(dist, [...files].filter((f) => f.endsWith('.css')).sort());
}

/** Raw and served sizes of built files (paths relative to dist). */
export function filesWeight(dist: string, files: string[]): PageWeight {
  const sum = (size: (file: string) => number) => files.reduce((total, file) => total + size(file), 0);
  return {
    files,
    raw: sum((f) => readFileSync(join(dist, f)).length),
    gzip: sum((f) => servedSize(dist, f, '.gz')),
    brotli: sum((f) => servedSize(dist, f, '.br')),
  };
}

/** The first-load pages the budget covers (issue 17: ≤ 200 kB of compressed JavaScript each). */
export const FIRST_LOAD_PAGES = {
  login: ['src/features/auth/components/login-page.tsx'],
  dashboard: ['src/app/shell/app-layout.tsx', 'src/app/routes/dashboard-page.tsx'],
} as const;
export const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;

/**
 * The customer's public pages (issue 35): one entry for the checkout, its result and error
 * pages. Goals on a first visit: ≤ 70 kB of JavaScript and ≤ 15 kB of CSS as sent.
 */
export const PUBLIC_PAGES = { checkout: [] } as const;
export const PUBLIC_PAGE_GOAL_BYTES = 70 * 1024;
export const PUBLIC_CSS_GOAL_BYTES = 15 * 1024;
