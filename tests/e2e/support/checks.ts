import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from '../fixtures';

/*
 * What every screen must pass at every size: no sideways scrolling of the page, tap targets of at
 * least 24×24 CSS px (WCAG 2.2, 2.5.8), and no axe violations in the themes the project names
 * (light and dark unless playwright.config.ts says otherwise).
 */

/** Touch devices tap, desktops click: the projects for phones set hasTouch. */
export async function press(target: Locator) {
  if (base.info().project.use.hasTouch) await target.tap();
  else await target.click();
}

/**
 * The page itself never scrolls sideways, and nothing is cut off where no scroll reaches: past the
 * left edge, or past either edge of a fixed layer (the top bar, an open menu, toasts). Formulas,
 * code and tables may scroll inside their own box.
 */
export async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scroll, width, widening, cutOff } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    /** 'inside' a box that scrolls or clips, on a 'fixed' layer, or on the 'page'. */
    const layer = (el: Element) => {
      for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (p !== el && style.overflowX !== 'visible') return 'inside';
        if (style.position === 'fixed') return 'fixed';
      }
      return 'page';
    };
    const all = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 1);
    /** The innermost of the elements found, described for the failure message. */
    const innermost = (found: Element[]) =>
      found
        .filter((el) => !found.some((o) => o !== el && el.contains(o)))
        .slice(0, 6)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 5).join('.')} [${Math.round(r.left)}, ${Math.round(r.right)}]`;
        });
    const right = all.filter(({ r }) => r.right > width + 0.5);
    const left = all.filter(({ r }) => r.left < -0.5);
    return {
      scroll: root.scrollWidth,
      width,
      widening: innermost(right.filter(({ el }) => layer(el) === 'page').map(({ el }) => el)),
      cutOff: innermost(
        [...left.filter(({ el }) => layer(el) !== 'inside'), ...right.filter(({ el }) => layer(el) === 'fixed')].map(({ el }) => el),
      ),
    };
  });
  expect
    .soft(scroll, `${where}: the page scrolls sideways at ${width} px; sticking out: ${widening.join(' | ')}`)
    .toBeLessThanOrEqual(width);
  expect.soft(cutOff, `${where}: cut off at an edge of the ${width} px screen`).toEqual([]);
}

/**
 * Every visible button, link, input, select, summary and menu item is at least 24×24 CSS px.
 * A visually hidden input (a file picker styled as its label) is measured by its label. Links
 * inside running text are excepted, as WCAG excepts them.
 */
export async function expectTapTargets(page: Page, where: string) {
  const small = await page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=menuitem]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      '[role=tab]',
    ].join(', ');
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const inRunningText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const own = el.textContent?.trim().length ?? 0;
      const around = el.parentElement?.textContent?.trim().length ?? 0;
      return around > own;
    };
    const targetOf = (el: Element): Element | null => {
      if (visible(el)) return el;
      if (el instanceof HTMLInputElement) {
        const label = el.labels?.[0];
        if (label && visible(label)) return label;
      }
      return null;
    };
    const found = new Set<Element>();
    for (const el of document.querySelectorAll(selector)) {
      const target = targetOf(el);
      if (target && !inRunningText(target)) found.add(target);
    }
    return [...found]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 23.99 || r.height < 23.99)
      .map(({ el, r }) => {
        const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || el.getAttribute('type') || '';
        return `${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width * 10) / 10}×${Math.round(r.height * 10) / 10}`;
      });
  });
  expect.soft(small, `${where}: tap targets under 24×24 px`).toEqual([]);
}

/**
 * Axe, every rule it runs by default (WCAG 2.0–2.2 A/AA and best practices). Legacy mode runs
 * axe.run in the page: the app has no frames, and the default (a run in each frame, then a blank
 * page to merge the results) takes two to three times as long.
 */
export async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect.soft(summary, `axe violations on ${where}`).toEqual([]);
}

type Theme = 'light' | 'dark';

export interface AuditOptions {
  /** The themes axe checks each screen in (a project option). */
  axeThemes: readonly Theme[];
}

/** The browser tests' fixtures plus the audit's option. */
export const test = base.extend<AuditOptions>({ axeThemes: [['light', 'dark'], { option: true }] });

const TOGGLE_LABEL = { dark: '切换到深色模式', light: '切换到浅色模式' } as const;

/** Switches the theme with the top bar's toggle, as a user does, and waits for colours to settle. */
export async function switchTheme(page: Page, to: Theme) {
  await press(page.getByRole('banner').getByRole('button', { name: TOGGLE_LABEL[to] }));
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  await settled(page);
}

/** No colour transition half way: axe would measure contrast between two themes. */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

/**
 * The audit of the screen on show: layout at this size, then axe in each theme. It starts in the
 * theme the page is in and leaves the page in the last one, so that consecutive screens toggle
 * once each. `open` shows a state that the tap on the theme toggle would close (a menu, a toast)
 * before each pass; Escape closes it after.
 */
export function screenAuditor(page: Page, axeThemes: readonly Theme[]) {
  return async function audit(where: string, open?: () => Promise<void>) {
    const current = (await page.locator('html').getAttribute('data-theme')) as Theme;
    const order = axeThemes.includes(current) ? [current, ...axeThemes.filter((t) => t !== current)] : axeThemes;
    await open?.();
    await settled(page);
    await expectNoHorizontalScroll(page, where);
    await expectTapTargets(page, where);
    for (const theme of order) {
      if (theme !== (await page.locator('html').getAttribute('data-theme'))) {
        if (open) await page.keyboard.press('Escape');
        await switchTheme(page, theme);
        await open?.();
        await settled(page);
      }
      await expectNoAxeViolations(page, `${where} (${theme})`);
    }
    if (open) await page.keyboard.press('Escape');
  };
}
