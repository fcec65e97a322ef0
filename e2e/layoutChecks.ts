import type { Locator, Page } from 'playwright-core';

/** A floating control drawn over something a person reads or uses. */
export interface Covering {
  floating: string;
  target: string;
  /** Where the page was scrolled when it was found: the top or the very end. */
  at: 'top' | 'end';
}

/** What {@link layoutFaults} finds on the page as it is now. */
export interface LayoutFaults {
  covered: Covering[];
  /** How many pixels the page scrolls sideways (0 when it fits the window). */
  overflowX: number;
  /** Visible text or controls that stick out of the window with no sign that they scroll. */
  cut: string[];
}

/** Marks elements (the review's total, say) that no floating control may cover, whatever they are. */
export const mustStayVisible = (locator: Locator) => locator.evaluate((el) => el.setAttribute('data-layout-check', ''));

/**
 * The page's layout faults, judged by elements' boxes in the browser:
 * - a fixed control (or a sticky bar, at the top of the page) whose box meets the box of a control, a text,
 *   a card or a marked element that is not part of it, with the page at its top and at its very end (bars
 *   across the window only where the page cannot scroll out from under them: a top bar at the top, a
 *   bottom bar at the end);
 * - the page scrolling sideways;
 * - text or controls reaching past the window's edges, unless they sit in a container meant to scroll
 *   sideways that shows it (`[data-scroll-cue]`, or MUI's scrollable tabs with their arrows).
 * Dialogs, menus and notifications (which float over the page on purpose and go away) are not judged.
 */
export const layoutFaults = async (page: Page): Promise<LayoutFaults> => {
  const covered: Covering[] = [];
  const end = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollHeight - innerHeight;
  });
  for (const at of ['top', 'end'] as const) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), at === 'top' ? 0 : end);
    // The scroll-to-top control zooms in after a scroll: judge it where it comes to rest.
    await page.waitForTimeout(400);
    covered.push(...(await page.evaluate(coveringsInPage, at)).map((c) => ({ ...c, at })));
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const { overflowX, cut } = await page.evaluate(overflowInPage);
  return { covered, overflowX, cut };
};

/** Runs in the page: the coverings at the current scroll position. Self-contained (it is serialised). */
const coveringsInPage = (at: 'top' | 'end') => {
  const label = (el: Element) => {
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    const cls = typeof el.className === 'string' ? el.className.split(' ').find((c) => c.startsWith('Mui') || c.startsWith('Ra')) : undefined;
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${name}"`;
  };
  const transient = '.MuiModal-root, .MuiPopover-root, .MuiPopper-root, .MuiSnackbar-root, [role="dialog"], [role="tooltip"]';
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  /** The part of an element's box left visible by the containers that clip it. */
  const visibleBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const c = p.getBoundingClientRect();
      if (s.overflowX !== 'visible') [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
      if (s.overflowY !== 'visible') [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)];
    }
    [left, top, right, bottom] = [Math.max(left, 0), Math.max(top, 0), Math.min(right, innerWidth), Math.min(bottom, innerHeight)];
    return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
  };
  const all = [...document.body.querySelectorAll('*')];
  const floating = all.filter((el) => {
    if (el.closest(transient) || !shown(el)) return false;
    const s = getComputedStyle(el);
    // A sticky bar is judged at the top of the page, where it sits in its place; below, content scrolls under it by design.
    const pinned = s.position === 'fixed' || (s.position === 'sticky' && s.top !== 'auto' && at === 'top');
    if (!pinned) return false;
    const r = el.getBoundingClientRect();
    // A backdrop covering the window is not a control.
    if (r.width * r.height >= innerWidth * innerHeight * 0.5 && r.height >= innerHeight * 0.5) return false;
    // A bar across the window (an app bar, a phone's save toolbar) has the page scroll under it by design:
    // one at the top is judged with the page at its top, one at the bottom with the page at its end.
    if (r.width >= innerWidth * 0.9 && r.top <= 1) return at === 'top';
    if (r.width >= innerWidth * 0.9 && r.bottom >= innerHeight - 1) return at === 'end';
    return true;
  });
  const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="combobox"], [role="checkbox"], [role="radio"], [role="switch"], [data-layout-check], .MuiCard-root';
  const ownText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  const targets = all.filter((el) => !el.closest(transient) && (el.matches(interactive) || ownText(el)) && !floating.some((f) => f.contains(el) || el.contains(f)) && shown(el));
  const found: { floating: string; target: string }[] = [];
  for (const f of floating) {
    const a = f.getBoundingClientRect();
    for (const el of targets) {
      const b = visibleBox(el);
      if (!b) continue;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 1 && h > 1) found.push({ floating: label(f), target: label(el) });
    }
  }
  return found;
};

/** Runs in the page: sideways scrolling, and what sticks out of the window without a sign that it scrolls. */
const overflowInPage = () => {
  const root = document.scrollingElement ?? document.documentElement;
  const overflowX = Math.max(0, root.scrollWidth - innerWidth);
  const meantToScroll = '[data-scroll-cue], .MuiTabs-scroller, .MuiModal-root, .MuiPopover-root, .MuiSnackbar-root';
  const cut: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    if (!own && !el.matches('a[href], button, input:not([type="hidden"]), select, textarea')) continue;
    if (el.closest(meantToScroll)) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1 || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (r.right > innerWidth + 1 || r.left < -1) cut.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" (${Math.round(r.left)}–${Math.round(r.right)} px)`);
  }
  return { overflowX, cut };
};

/** How many rows the horizontal menu's items take (1 when it fits). */
export const menuRows = (page: Page, menuName: string) =>
  page
    .getByRole('navigation', { name: menuName })
    .evaluate((nav) => new Set([...nav.children].filter((c) => c.checkVisibility({ visibilityProperty: true })).map((c) => Math.round(c.getBoundingClientRect().top))).size);

/** How far the horizontal menu's items run past its right edge, in px (0 when they all have room). */
export const menuOverrun = (page: Page, menuName: string) =>
  page.getByRole('navigation', { name: menuName }).evaluate((nav) => {
    const edge = nav.getBoundingClientRect().right - parseFloat(getComputedStyle(nav).paddingRight);
    const shown = [...nav.children].filter((c) => c.checkVisibility({ visibilityProperty: true }));
    return Math.max(0, Math.round(Math.max(...shown.map((c) => c.getBoundingClientRect().right)) - edge));
  });
