/**
 * After a filter or sort change, brings what it changed into view: the count and the first result (or the "no match"
 * line). On a phone the on-screen keyboard covers the lower part of the screen, so there both must end above that part
 * (about the top 56 % of the layout viewport, or the visual viewport when it is shorter); they must also stay below
 * the sticky search bar. Scrolls as little as it can, so the control the reader is using stays on screen as well.
 */
const PHONE = '(max-width: 47.99rem), (pointer: coarse)';
const KEYBOARD_FREE_SHARE = 0.56;

export function revealResults(count: Element | null, first: Element | null): void {
  if (!count) return;
  const bar = document.querySelector('.site-search-bar');
  const top = (bar?.getBoundingClientRect().bottom ?? 0) + 8;
  const visual = window.visualViewport?.height ?? window.innerHeight;
  const limit = matchMedia(PHONE).matches ? Math.min(visual, window.innerHeight * KEYBOARD_FREE_SHARE) : visual;
  const countBox = count.getBoundingClientRect();
  // The first result: its first line (a card's name), not the whole card.
  const firstLine = first?.querySelector('a') ?? first;
  const bottom = Math.max(countBox.bottom, firstLine?.getBoundingClientRect().bottom ?? countBox.bottom) + 8;
  let delta = 0;
  if (bottom > limit) delta = bottom - limit;
  // Never past the count: it stays just below the search bar at most.
  if (countBox.top - delta < top) delta = countBox.top - top;
  if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior: 'instant' });
}
