import { useEffect, useRef } from 'react';

/**
 * Timers that only change this screen (the correction fill, a notice hiding): they end with it.
 * `later` runs after `ms` unless the screen closed or `clear` came first.
 */
export function useScreenTimers() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const current = timers.current;
    return () => current.forEach(clearTimeout);
  }, []);
  const later = (ms: number, run: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      run();
    }, ms);
    timers.current.add(id);
  };
  const clear = () => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
  };
  return { later, clear };
}
