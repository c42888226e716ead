import type { Page } from 'playwright-core';

/* Layout checks every screen of issue 23 must pass at every size. */

/** How far the page scrolls sideways (0 when nothing overflows the viewport's width). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Visible labels (buttons, links, headings, labels) whose text of two or more characters wraps
 * to one character per line: a label squeezed into a strip.
 */
export const squeezedLabels = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a, h1, h2, h3, label, [role=tab], [role=menuitem]')) {
      const text = (el.innerText ?? '').trim();
      // several lines by design (a card's name over its details) are left out. A real newline:
      // this function's source runs in the page, so '\\n' there would be a backslash and an n.
      if (text.length < 2 || text.includes('\n')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // the text's line boxes, counted by their distinct tops: of its text only, since a label
      // may hold a control (a field, a checkbox) taller than the words beside it
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
      }
      const lines = tops.size;
      if (lines > 1 && lines >= Math.min(text.length, 3)) out.push(text);
    }
    return out;
  });

/** Visible interactive elements smaller than a fingertip (44 × 44) on a touch screen. */
export const smallTargets = (page: Page, min = 44) =>
  page.evaluate((min) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], input, select, [role=button], [role=tab], [role=menuitem]')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) out.push(`${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 20)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return out;
  }, min);

/**
 * Controls inside a panel that reach past its sides: cut off where the panel clips them
 * (nothing scrolls the page sideways, yet the user cannot see or reach them).
 */
export const cutOffInside = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const panel = document.querySelector<HTMLElement>(selector);
    if (!panel) return [`no ${selector}`];
    const box = panel.getBoundingClientRect();
    const out: string[] = [];
    for (const el of panel.querySelectorAll<HTMLElement>('button, input, select, label')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) out.push(`${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 20)}" ${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    return out;
  }, selector);
