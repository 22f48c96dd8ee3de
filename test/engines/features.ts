/**
 * The browser features the site relies on, each with its detection as a page function, and which
 * engine of the battery has it (docs/architecture.md, "Progressive enhancement per engine"). The
 * battery detects each in each engine with the site's scripts off (the invokers polyfill would
 * otherwise stand in) and fails when an engine differs from this table, so the table in the
 * documentation stays true when an engine changes.
 */
import type { EngineName, PageFunction } from '../../scripts/harness/engines/driver';

/** One feature: how to detect it, and the engines that have it. */
export interface Feature {
  /** Its name in the table. */
  name: string;
  /** Returns true in an engine that has it. */
  detect: PageFunction<boolean>;
  /** The engines that have it. */
  in: readonly EngineName[];
  /**
   * The first Firefox ESR of the supported ones that has it, when ESR 140 (Debian 12's) lacks what ESR
   * 153 (Debian 13's) has.
   */
  firefoxFrom?: number;
}

/** The first ESR of the newer supported Firefox: the features ESR 140 lacks arrived by then. */
const FIREFOX_ESR_153 = 153;

/**
 * The engine's major version, read from its user agent.
 *
 * @param userAgent - `navigator.userAgent` of a page in the engine
 * @returns Firefox's or Chromium's major version; undefined for WebKit (whose user agent names Safari's
 *   version, not WebKitGTK's) and for any other browser
 */
export function majorVersion(userAgent: string): number | undefined {
  const match = /(?:Firefox|Chrome)\/(\d+)\./.exec(userAgent);
  return match ? Number(match[1]) : undefined;
}

/**
 * The features an engine of the battery has, by the table below.
 *
 * @param engine - the engine
 * @param major - its major version (`majorVersion`), which decides for features with `firefoxFrom`
 * @returns the names of the features it has, in the table's order
 */
export function documentedFeatures(engine: EngineName, major: number | undefined): string[] {
  return FEATURES.filter((feature) => {
    if (!feature.in.includes(engine)) return false;
    if (engine !== 'firefox' || feature.firefoxFrom === undefined) return true;
    return major !== undefined && major >= feature.firefoxFrom;
  }).map((feature) => feature.name);
}

/** The feature that opens and closes the drawer without any script (docs/architecture.md). */
const INVOKER_COMMANDS = 'invoker commands (`commandfor`/`command`)';

/**
 * Whether the menu opens the drawer with JavaScript off in an engine: where it has invoker commands by
 * {@link FEATURES}. Elsewhere a visitor without scripts reaches every header page through the footer's
 * links (docs/architecture.md, "Progressive enhancement per engine").
 *
 * @param engine - the engine
 * @param major - its major version (`majorVersion`)
 * @returns true where the battery opens the drawer with the page's scripts off
 */
export function opensDrawerWithoutScript(engine: EngineName, major: number | undefined): boolean {
  return documentedFeatures(engine, major).includes(INVOKER_COMMANDS);
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
    firefoxFrom: FIREFOX_ESR_153,
  },
  {
    name: '`scheduler.postTask`',
    detect: () =>
      'scheduler' in window && 'postTask' in (window as unknown as { scheduler: object }).scheduler,
    in: ['chromium', 'firefox'],
    firefoxFrom: FIREFOX_ESR_153,
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
    name: INVOKER_COMMANDS,
    detect: () => 'commandForElement' in HTMLButtonElement.prototype,
    in: ['chromium', 'firefox'],
    firefoxFrom: FIREFOX_ESR_153,
  },
  {
    name: '`<dialog closedby>` (light dismiss)',
    detect: () => 'closedBy' in HTMLDialogElement.prototype,
    in: ['chromium', 'firefox'],
    firefoxFrom: FIREFOX_ESR_153,
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
