import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a screen may take (its chunk, then its data) before focus gives up waiting for its heading. */
const WAIT_MS = 3000;

/**
 * After a navigation inside the shell, the new screen's <h1> takes focus (WCAG 2.4.3): a screen
 * reader says where the user landed, and the next Tab starts on the screen, not the menu. So
 * does arriving from the sign-in, whose button vanished with focus on it. A page load (an
 * address typed, a reload) is left alone, and so is a change of query string (filters, a
 * selected chat).
 */
export function useFocusHeadingOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname, key } = useLocation();
  // The router keys the document's own first entry 'default'; every entry it pushes gets a new key.
  const pageLoad = useRef(key === 'default');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (pageLoad.current) return;
    }
    const root = main.current;
    if (!root) return;
    const focus = () => {
      // A screen that puts focus somewhere itself (a search box, a send box) keeps it.
      const active = document.activeElement;
      if (active && active !== root && root.contains(active)) return true;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focus()) return;
    // The screen's chunk or its data is still on the way: focus the heading when it appears.
    const watcher = new MutationObserver(() => focus() && watcher.disconnect());
    watcher.observe(root, { childList: true, subtree: true });
    const giveUp = setTimeout(() => watcher.disconnect(), WAIT_MS);
    return () => {
      watcher.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname, main]);
}
