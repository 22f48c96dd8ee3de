/**
 * The script every page runs, classic and in `<head>`, so it is in place before the visitor can touch
 * anything; small, and bundled on its own. It marks the page as scripted (`<html class="js">` shows the
 * controls that need JavaScript), wires the drawer, holds input aimed at islands not yet hydrated,
 * writes the page's console notes, settles the view transitions WebKit skips on Back, and hides a
 * product photo that fails, leaving the illustration (docs/decisions/0006-photos-and-illustrations.md).
 */
import { writeConsoleNotes } from './console-notes';
import { enhanceDrawers } from './drawer';
import { holdInputUntilHydrated } from './pending-input';
import { settleSkippedViewTransitions } from './view-transitions';

document.documentElement.classList.add('js');
enhanceDrawers(document);
holdInputUntilHydrated(document);
writeConsoleNotes(document);
settleSkippedViewTransitions(window);
// Image `error` events do not bubble: listen in the capture phase.
document.addEventListener(
  'error',
  (event) => {
    if (
      event.target instanceof HTMLImageElement &&
      event.target.matches('.product-media__photo, .hero-carousel__photo')
    )
      event.target.hidden = true;
  },
  true,
);
