import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type PageWeight = { files: string[]; raw: number; gzip: number; brotli: number };

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
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

/**
 * The JavaScript a page downloads on a first visit: the entry (index.html's script) with its
 * static imports, plus the page's lazy route module (`src/...` as in the manifest) with its own.
 */
export function pageWeight(dist: string, pages: string[]): PageWeight {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const files = new Set<string>();
  for (const key of [entry, ...pages]) closure(manifest, key, files);
  return filesWeight(dist, [...files].filter((f) => f.endsWith('.js')).sort());
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
 * The customer's public pages (issue 35: goal ≤ 70 kB of JavaScript as sent), printed beside the
 * staff pages by npm run bench:bundle while they are brought down to it.
 */
export const PUBLIC_PAGES = {
  checkout: ['src/features/checkout/components/checkout-page.tsx'],
  paid: ['src/features/checkout/components/checkout-success-page.tsx'],
} as const;
export const PUBLIC_PAGE_GOAL_BYTES = 70 * 1024;
