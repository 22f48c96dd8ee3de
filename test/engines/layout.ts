/**
 * In the page: the layout problems a visitor would see at the viewport's current width, one line each:
 * the page scrolls sideways; a visible link or button sticks out of the viewport on the left or right
 * (cut off, e.g. in the fixed header); a visible button or button-styled link's label (its visible text)
 * runs over more than one line. Self-contained, to run in any engine of the battery.
 *
 * @param width - the viewport width in CSS px, named in each line
 * @returns one line per problem; empty when the page fits
 */
export function layoutProblems(width: number): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const overflow = root.scrollWidth - root.clientWidth;
  if (overflow > 0) problems.push(`${width} px: scrolls ${overflow} px sideways`);
  const label = (element: HTMLElement) =>
    element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName;

  for (const button of document.querySelectorAll<HTMLElement>('.button, button')) {
    if (!button.checkVisibility() || button.closest('[hidden], .visually-hidden')) continue;
    const lineTops = new Set<number>();
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) lineTops.add(Math.round(rect.top / 4));
    }
    if (lineTops.size > 1) problems.push(`${width} px: "${label(button)}" wraps`);
  }

  for (const control of document.querySelectorAll<HTMLElement>('a, button')) {
    if (!control.checkVisibility() || control.closest('.visually-hidden, .skip-link')) continue;
    const box = control.getBoundingClientRect();
    if (box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1))
      problems.push(`${width} px: "${label(control)}" is cut off at the edge`);
  }
  return problems;
}
