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

/**
 * The window is `width` px wide for Mantine's media query hooks (useMediaQuery, useMatches).
 * jsdom lays nothing out, so this is what a 'phone width' is in a screen test; the setup file's
 * afterEach restores the stub that matches nothing.
 */
export function setViewportWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: widthMatches(query, width),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

export const PHONE_WIDTH = 390;
export const LAPTOP_WIDTH = 1366;
