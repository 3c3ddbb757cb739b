import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('./merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea (the shell's navbar, every Table) takes one hook, `useMergeRefs`, from
 * `@floating-ui/react`: a module is one chunk, so the shell and the dashboard downloaded all of
 * floating-ui (14 kB brotli) for it. This points that one import at an equivalent hook built on
 * Mantine's own `useMergedRef`; popovers, menus and tooltips still use floating-ui, in their
 * screens' chunks (docs/0030).
 */
export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'ponte-scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '@floating-ui/react' &&
        importer &&
        /@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)
      )
        return shim;
      return null;
    },
  };
}
