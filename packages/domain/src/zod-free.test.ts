import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Modules the sign-in page and the staff shell import (issue 17, docs/0030): they and everything
 * they import at run time must stay free of zod, or zod (25 kB) joins every first load.
 */
const ZOD_FREE = [
  'session',
  'roles',
  'dates',
  'phone',
  'money',
  'attendance-texts',
  'task-texts',
  'conversation-texts',
  'payment-methods',
  'gateway-connection',
  'search-texts',
  'notification-texts',
];

/** Run-time imports of a module (type-only imports vanish from the build). */
function runtimeImports(module: string): string[] {
  const source = readFileSync(new URL(`./${module}.ts`, import.meta.url), 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
}

function importsZod(module: string, seen = new Set<string>()): string | null {
  if (seen.has(module)) return null;
  seen.add(module);
  for (const spec of runtimeImports(module)) {
    if (spec === 'zod' || spec.startsWith('zod/')) return module;
    if (spec.startsWith('./')) {
      const found = importsZod(spec.slice(2).replace(/\.ts$/, ''), seen);
      if (found) return found;
    }
  }
  return null;
}

describe('modules of the first load', () => {
  it.each(ZOD_FREE)('%s imports no zod, directly or through another module', (module) => {
    expect(importsZod(module)).toBeNull();
  });

  it('the check sees a zod import where there is one', () => {
    expect(importsZod('auth')).toBe('auth');
    expect(importsZod('attendance')).toBe('attendance');
  });
});
