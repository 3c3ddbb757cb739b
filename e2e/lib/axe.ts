import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Gives every page of the context `window.axe`. An init script runs outside the page's
 * Content-Security-Policy, which would refuse an inline <script> tag.
 */
export const withAxe = (context: BrowserContext) => context.addInitScript({ content: axeSource });

/** The rules of WCAG 2.0 and 2.1, A and AA, and axe's best practices (landmarks, scrollable regions). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type Finding = { where: string; rule: string; impact: string; help: string; nodes: string[] };

/** The critical and serious violations on the page as it stands, each with a few of its elements. */
export async function seriousViolations(page: Page, where: string, within?: string): Promise<Finding[]> {
  const results = await page.evaluate(
    ({ tags, within }) =>
      (window as unknown as { axe: { run: (ctx: unknown, o: object) => Promise<AxeResults> } }).axe.run(
        within ? { include: [within] } : document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    { tags: TAGS, within },
  );
  return results.violations
    .filter((v: Result) => v.impact === 'critical' || v.impact === 'serious')
    .map((v: Result) => ({
      where,
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
      ),
    }));
}

/** One line per violation, three elements under it, so a failure says what to fix and where. */
export function report(findings: Finding[]): string {
  return findings
    .map((f) => {
      const shown = f.nodes.slice(0, 3).map((n) => `      ${n.slice(0, 240)}`);
      const more = f.nodes.length > 3 ? [`      … and ${f.nodes.length - 3} more`] : [];
      return [`  ${f.where}: [${f.impact}] ${f.rule} (${f.nodes.length}): ${f.help}`, ...shown, ...more].join('\n');
    })
    .join('\n');
}

/** Issue 18: no text on screen is under 11 px. axe has no rule for it; this reads every visible text node. */
export async function tinyText(page: Page, where: string): Promise<Finding[]> {
  const found = await page.evaluate(() => {
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest('[aria-hidden="true"], .mantine-visually-hidden')) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      const box = el.getBoundingClientRect();
      if (size < 11 && box.width > 0 && box.height > 0)
        seen.push(
          `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${node.textContent.trim().slice(0, 40)}" is ${size} px`,
        );
    }
    return seen;
  });
  return found.length
    ? [{ where, rule: 'text-under-11px', impact: 'serious', help: 'Text is at least 11 px (issue 18)', nodes: found }]
    : [];
}

/**
 * No critical or serious finding on the page, read once nothing loads and no CSS transition
 * runs: axe reads colours mid-fade (a tooltip fading in, a button turning from disabled).
 */
export async function expectAccessible(page: Page, where: string) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          !document.querySelector('.mantine-Loader-root') &&
          !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
      ),
    )
    .toBe(true);
  const findings = await seriousViolations(page, where);
  expect(findings, report(findings)).toEqual([]);
}
