import type { Locator, Page } from 'playwright-core';

/**
 * What the keyboard is on, as a screen reader would say it: `textbox "Usuário"`,
 * `button "Entrar"`, `heading "Dashboard"`; `body` when nothing is focused. Read from the
 * accessibility tree (Playwright's aria snapshot), so names come from labels, not markup.
 */
export async function focused(page: Page): Promise<string> {
  const nothing = await page.evaluate(() => !document.activeElement || document.activeElement === document.body);
  if (nothing) return 'body';
  const snapshot = await page.locator(':focus').ariaSnapshot();
  // Money is spelled with a no-break space ('R$\u00a0914,44'): compare it as a plain one.
  let line = (snapshot.split('\n')[0] ?? '').replace(/\u00a0/g, ' ');
  // A name holding ': ' comes YAML-quoted: - 'textbox "Sábado: abre às"':
  const quoted = /^- '((?:[^']|'')*)'/.exec(line);
  if (quoted) line = `- ${quoted[1]!.replace(/''/g, "'")}`;
  const match = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
  return match ? (match[2] === undefined ? match[1]! : `${match[1]} "${match[2]}"`) : line;
}

/** Whether `target` holds the keyboard focus now. */
export const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus and returns the stops on
 * the way, `target` included, so a test can also assert the order. Fails naming every stop.
 */
export async function tabTo(page: Page, target: Locator, { max = 30, backwards = false } = {}): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    stops.push(await focused(page));
    if (await hasFocus(target)) return stops;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of Tab; stops: ${stops.join(' → ')}`);
}

export type FocusRing = { element: string; outline: string; boxShadow: string; visible: boolean };

/**
 * The focus indicator of the focused control: its outline or box shadow, or those of the field
 * box around it (Mantine rings a password or pill field's box, not the <input> inside).
 */
export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const candidates = [active, active?.closest<HTMLElement>('.mantine-Input-input')].filter(
      (el): el is HTMLElement => !!el,
    );
    const describe = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = (style.boxShadow.match(/-?[\d.]+px/g) ?? []).some((length) => Math.abs(parseFloat(length)) > 0);
      return {
        element: `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`,
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        boxShadow: style.boxShadow,
        visible: outline || shadow,
      };
    };
    const rings = candidates.map(describe);
    return rings.find((r) => r.visible) ?? rings[0] ?? { element: 'none', outline: '', boxShadow: '', visible: false };
  });
}
