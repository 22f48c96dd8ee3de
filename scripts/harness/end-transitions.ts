/**
 * In the page: ends every CSS transition now and for the rest of the page's life, by giving each element
 * that has one `transition: none` (set through the CSSOM, which the page's Content Security Policy
 * allows). A running transition jumps to its end value, and a later change of state shows at once. What
 * reads the painted page's colours needs it: mid-transition (180 ms here, `--transition` in
 * styles/abstracts/_tokens.scss), a shop filter link turning from its plain to its current colours has
 * neither's contrast, and axe's colour-contrast check reported it (WebKitGTK with both cores busy: a
 * link at 3.08:1, `#d6d1cf` on `#ba554e`, between white on the brand red and ink on the page's cream).
 * Waiting until `document.getAnimations()` listed none did not stop it. Self-contained, to run in any
 * engine.
 *
 * @returns how many elements had a transition
 */
export function endTransitions(): number {
  let ended = 0;
  for (const element of document.querySelectorAll<HTMLElement>('*')) {
    const durations = getComputedStyle(element).transitionDuration.split(',');
    if (durations.every((duration) => Number.parseFloat(duration) === 0)) continue;
    element.style.transition = 'none';
    ended += 1;
  }
  return ended;
}
