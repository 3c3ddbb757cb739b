import { vi } from 'vitest';

const px = (value: string, unit: string) => Number(value) * (unit === 'em' || unit === 'rem' ? 16 : 1);

/** Whether a media query's width conditions hold at `width`; any other feature is false. */
function widthMatches(query: string, width: number) {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, value, unit]) =>
    side === 'min' ? width >= px(value!, unit!) : width <= px(value!, unit!),
  );
}

/** A MediaQueryList that never changes: what Mantine's media query hooks read. */
export const mediaQueryList = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** happy-dom's own window: its size decides which of the page's `@media` style rules apply. */
type HappyDomWindow = { happyDOM?: { setViewport(size: { width?: number; height?: number }): void } };

/** The size happy-dom gives a window; the setup file's afterEach goes back to it. */
export const DEFAULT_VIEWPORT = { width: 1024, height: 768 };

/** Sets happy-dom's window size (no-op elsewhere): Mantine's hiddenFrom/visibleFrom classes follow it. */
export function resizeWindow(size: { width: number; height: number }) {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport(size);
}

/**
 * The window is `width` px wide for Mantine's media query hooks (useMediaQuery, useMatches) and
 * for the style sheets' `@media` rules (what `hiddenFrom="sm"` hides). Call it before rendering:
 * happy-dom keeps an element's computed style until the DOM changes. The setup file's afterEach
 * restores the stub that matches nothing and the default size.
 */
export function setViewportWidth(width: number) {
  resizeWindow({ width, height: DEFAULT_VIEWPORT.height });
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, widthMatches(query, width)),
  );
}

export const PHONE_WIDTH = 390;
export const LAPTOP_WIDTH = 1366;
