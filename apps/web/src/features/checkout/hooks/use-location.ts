import { useSyncExternalStore, type MouseEvent } from 'react';

/*
 * Where the customer is, without a router (issue 35): three public pages, each read from the
 * path; moving between them pushes a history entry (the back button works) and carries a
 * state (the payment result the success page shows without asking again).
 */

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

export type Place = { pathname: string; search: string; state: unknown };
let last: Place | undefined;

function place(): Place {
  const { pathname, search } = window.location;
  const state: unknown = window.history.state;
  // The same object while nothing changed, as useSyncExternalStore wants.
  if (!last || last.pathname !== pathname || last.search !== search || last.state !== state)
    last = { pathname, search, state };
  return last;
}

export const usePlace = () => useSyncExternalStore(subscribe, place);

/** Goes to another public page; `state` travels with the history entry. */
export function navigate(to: string, state: unknown = null) {
  window.history.pushState(state, '', to);
  window.scrollTo?.(0, 0);
  notify();
}

/** A link's click moves within the pages; a click with a modifier opens the link as usual. */
export function followLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}
