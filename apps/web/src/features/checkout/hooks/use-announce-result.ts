import { useEffect, useRef } from 'react';

/**
 * The payment result's heading takes focus when it appears and whenever the result changes (a
 * PIX confirmed while the page waits), so a screen reader says it at once (WCAG 4.1.3) and the
 * keyboard starts from it. `shown` is null while there is no result on screen.
 */
export function useAnnounceResult<T extends HTMLElement>(shown: string | null) {
  const heading = useRef<T>(null);
  useEffect(() => {
    if (shown !== null) heading.current?.focus();
  }, [shown]);
  return heading;
}
