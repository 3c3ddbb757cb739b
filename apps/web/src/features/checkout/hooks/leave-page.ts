/**
 * A full-page navigation to the payment provider's own page. Kept in its own module because
 * happy-dom's `location.assign` cannot be stubbed; tests replace this module instead.
 */
export function leavePage(url: string) {
  window.location.assign(url);
}
