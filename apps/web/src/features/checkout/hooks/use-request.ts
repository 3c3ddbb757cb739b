import { useCallback, useEffect, useRef, useState } from 'react';

export type Request<T> = {
  data: T | undefined;
  error: unknown;
  /** No answer yet (the first one). */
  isPending: boolean;
  isError: boolean;
  /** A read under way, the first or a later one. */
  isFetching: boolean;
  /** Whether `data` is the server's (a read this page made, or the order written into the page), not a state it was handed. */
  isFetched: boolean;
  refetch: () => void;
};

/**
 * One GET for a page (issue 35: no query library on the customer's pages). It reads when the
 * key changes, on refetch(), and again `every(data)` ms after each answer while that is a
 * number; an answer that arrives after a newer read began is dropped. `initial`, an answer the
 * page already holds, is its first data: the first frame shows it and the first read is skipped.
 */
export function useRequest<T>(
  key: string | null,
  read: (signal: AbortSignal) => Promise<T>,
  every?: (data: T | undefined) => number | false,
  initial?: T,
): Request<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; fetching: boolean; fetched: boolean }>(() =>
    initial === undefined
      ? { fetching: key !== null, fetched: false }
      : { data: initial, fetching: false, fetched: true },
  );
  const reader = useRef(read);
  reader.current = read;
  // The key the initial answer is for: its first read is not made (in React's development mode
  // too, where the effect runs twice).
  const initialKey = useRef(initial !== undefined ? key : null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null) return;
    if (round === 0 && key === initialKey.current) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, fetching: true }));
    reader
      .current(controller.signal)
      .then(
        (data) => {
          if (!controller.signal.aborted) setState({ data, error: undefined, fetching: false, fetched: true });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, error, fetching: false }));
        },
      )
      .catch(() => {});
    return () => controller.abort();
  }, [key, round]);

  const everyMs = every?.(state.data);
  useEffect(() => {
    if (key === null || !everyMs || state.fetching) return;
    const timer = window.setTimeout(() => setRound((r) => r + 1), everyMs);
    return () => window.clearTimeout(timer);
  }, [key, everyMs, state.fetching]);

  const refetch = useCallback(() => setRound((r) => r + 1), []);
  const isError = state.data === undefined && state.error !== undefined;
  return {
    data: state.data,
    error: state.error,
    isPending: state.data === undefined && !isError,
    isError,
    isFetching: state.fetching,
    isFetched: state.fetched,
    refetch,
  };
}
