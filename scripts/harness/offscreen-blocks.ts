/**
 * In the page: renders every block that `content-visibility: auto` leaves unrendered while it is off
 * screen, as a visitor who scrolls to it sees it. No block of the site has it now
 * (docs/decisions/0012-the-phone-at-the-calibrated-multiplier.md); one added later would need it in what
 * reads the painted page: axe's colour-contrast check finds a skipped block's background missing, and a
 * full-page screenshot shows it blank. Set through the CSSOM, which the page's Content
 * Security Policy allows (a `<style>` element it would refuse). Self-contained, to run in any engine.
 *
 * @returns how many blocks it rendered
 */
export function renderOffscreenBlocks(): number {
  let rendered = 0;
  for (const element of document.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(element).contentVisibility !== 'auto') continue;
    element.style.contentVisibility = 'visible';
    rendered += 1;
  }
  return rendered;
}
