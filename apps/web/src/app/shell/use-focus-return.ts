import { useEffect } from 'react';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * Focus goes back to what opened a dialog when the dialog leaves the page (WCAG 2.4.3). Mantine
 * returns focus when a modal closes while mounted; many screens unmount theirs instead
 * (`{open && <Modal …/>}`, so each opening starts clean), and focus then fell to <body>. This
 * remembers the last control focused outside any dialog and, when a dialog is removed and
 * focus is nowhere, puts it back there.
 */
export function useFocusReturnAfterDialogs() {
  useEffect(() => {
    let lastOutside: HTMLElement | null = null;
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target;
      if (target instanceof HTMLElement && !target.closest(DIALOG)) lastOutside = target;
    };
    const lost = () => !document.activeElement || document.activeElement === document.body;
    const watcher = new MutationObserver((records) => {
      const dialogGone = records.some((r) =>
        [...r.removedNodes].some((n) => n instanceof Element && (n.matches(DIALOG) || n.querySelector(DIALOG))),
      );
      if (!dialogGone || !lost()) return;
      // After the removal settles (a closing transition may move focus itself first).
      requestAnimationFrame(() => {
        if (lost() && lastOutside?.isConnected) lastOutside.focus();
      });
    });
    document.addEventListener('focusin', onFocusIn);
    watcher.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      watcher.disconnect();
    };
  }, []);
}
