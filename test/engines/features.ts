/**
 * The browser features the site relies on, each with its detection as a page function, and which
 * engine of the battery has it (docs/architecture.md, "Progressive enhancement per engine"). The
 * battery detects each in each engine with the site's scripts off (the invokers polyfill would
 * otherwise stand in) and fails when an engine differs from this table, so the table in the
 * documentation stays true when an engine changes.
 */
import type { EngineName, PageFunction } from '../../support/engines/driver';

/** One feature: how to detect it, and the engines that have it. */
export interface Feature {
  /** Its name in the table. */
  name: string;
  /** Returns true in an engine that has it. */
  detect: PageFunction<boolean>;
  /** The engines that have it. */
  in: readonly EngineName[];
}

/** The features, in the documentation's order. */
export const FEATURES: readonly Feature[] = [
  {
    name: '`<link rel="expect" blocking="render">`',
    // Chromium holds the first frame for it (test/browser/first-frame.test.ts) but does not list it in
    // `relList.supports`; WebKit lists it.
    detect: () => document.createElement('link').relList.supports('expect'),
    in: ['webkit'],
  },
  {
    name: 'Speculation Rules',
    detect: () => 'supports' in HTMLScriptElement && HTMLScriptElement.supports('speculationrules'),
    in: ['chromium'],
  },
  {
    name: '`scheduler.yield`',
    detect: () => 'scheduler' in window && 'yield' in (window as unknown as { scheduler: object }).scheduler,
    in: ['chromium', 'firefox'],
  },
  {
    name: '`scheduler.postTask`',
    detect: () =>
      'scheduler' in window && 'postTask' in (window as unknown as { scheduler: object }).scheduler,
    in: ['chromium', 'firefox'],
  },
  {
    name: 'cross-document view transitions (`@view-transition`)',
    detect: () => 'CSSViewTransitionRule' in window,
    in: ['chromium', 'webkit'],
  },
  {
    name: '`requestIdleCallback`',
    detect: () => 'requestIdleCallback' in window,
    in: ['chromium', 'firefox'],
  },
  {
    name: 'invoker commands (`commandfor`/`command`)',
    detect: () => 'commandForElement' in HTMLButtonElement.prototype,
    in: ['chromium', 'firefox'],
  },
  {
    name: '`<dialog closedby>` (light dismiss)',
    detect: () => 'closedBy' in HTMLDialogElement.prototype,
    in: ['chromium', 'firefox'],
  },
  {
    name: 'popover',
    detect: () => 'popover' in HTMLElement.prototype,
    in: ['chromium', 'firefox', 'webkit'],
  },
  {
    name: '`backdrop-filter`',
    detect: () => CSS.supports('backdrop-filter: blur(8px)'),
    in: ['chromium', 'firefox', 'webkit'],
  },
  {
    name: '`dvh` units',
    detect: () => CSS.supports('height: 100dvh'),
    in: ['chromium', 'firefox', 'webkit'],
  },
  {
    name: '`:has()`',
    detect: () => CSS.supports('selector(:has(a))'),
    in: ['chromium', 'firefox', 'webkit'],
  },
  {
    name: '`text-wrap: balance`',
    detect: () => CSS.supports('text-wrap: balance'),
    in: ['chromium', 'firefox', 'webkit'],
  },
];
