import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/** `@floating-ui/react`'s `useMergeRefs(refs)` (an array) for ScrollArea, on Mantine's own hook. */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
