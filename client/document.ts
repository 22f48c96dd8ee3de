/**
 * The one script every page runs, as a classic script in `<head>` before the body is parsed, so it is
 * in place before the visitor can touch anything. It must stay small and must not share code with
 * `client/islands.tsx` (the build fails if this file would need a static import).
 *
 * - marks the document as scripted (`<html class="js">`), so controls that need JavaScript show;
 * - the mobile drawer's few lines of behaviour (`client/drawer.ts`);
 * - a product photo that fails to load is hidden, leaving the artwork beneath (`client/photo-fallback.ts`);
 * - input that reaches an island before it has hydrated is held and replayed (`client/pending-input.ts`).
 */
import { enhanceDrawers } from './drawer';
import { holdInputUntilHydrated } from './pending-input';
import { hideFailedPhotos } from './photo-fallback';

document.documentElement.classList.add('js');
enhanceDrawers(document);
hideFailedPhotos(document);
holdInputUntilHydrated(document);
