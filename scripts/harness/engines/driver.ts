/**
 * The engine-neutral driver the cross-engine battery (`test/engines/`) and `npm run screenshots` use:
 * what a visitor's journey needs from a browser, with one small adapter per engine (`chromium.ts`,
 * `firefox.ts`, `webkit.ts`). Every adapter loads pages through the front server (`front-server.ts`),
 * which records each document's status and the page's script errors the same way in every engine.
 */

/** The three engines: Blink (Chromium's headless shell), Gecko (Firefox ESR), WebKit (WebKitGTK). */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A function run in the page; its arguments and result must be JSON-serialisable. */
// biome-ignore lint/suspicious/noExplicitAny: page functions take any JSON arguments.
export type PageFunction<T> = (...args: any[]) => T | Promise<T>;

/** How {@link EngineDriver.goto} waits: for the `load` event, or only until the document is parsed. */
export type LoadWait = 'load' | 'parsed';

/** A browser tab in one engine, driven as a visitor would. */
export interface EngineDriver {
  /** Which engine this is. */
  readonly engine: EngineName;
  /** The origin the pages are loaded from (the front server's), without a trailing slash. */
  readonly origin: string;
  /**
   * Whether a key press from the automation on a focused button gets the button's activation (Enter and
   * Space click it), as a visitor's key does. Default true; false for Firefox, whose WebDriver BiDi key
   * actions reach the page as trusted key events without that activation (Firefox ESR 153).
   */
  readonly keysActivateButtons?: boolean;
  /**
   * Loads a path of the storefront.
   *
   * @param path - path and query, e.g. `/shop?category=pretzels`
   * @param wait - `load` (default) or `parsed` (returns once the document has been parsed, for pages
   *   whose scripts the front server holds back)
   * @returns the HTTP status the browser received for the document (from the front server's record)
   */
  goto(path: string, wait?: LoadWait): Promise<number>;
  /**
   * Runs a function in the page and returns its result; a returned promise is awaited.
   *
   * @param fn - a self-contained function (no closure: it is sent as source)
   * @param args - JSON-serialisable arguments
   */
  evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** Evaluates a script's source (such as axe-core's) in the page. */
  evaluateSource(source: string): Promise<void>;
  /** Clicks the first element matching a CSS selector with the pointer, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Clicks with the pointer at a point of the viewport, in CSS px from its top-left corner. */
  clickAt(x: number, y: number): Promise<void>;
  /** Moves the pointer to the page's top-left corner (off every widget). */
  pointerHome(): Promise<void>;
  /** Moves the pointer over the middle of the first element matching a CSS selector, scrolled into view first. */
  hover(selector: string): Promise<void>;
  /** Types text into the element matching a CSS selector, as keystrokes (the element is focused first). */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key on the focused element: `Enter`, `Escape`, `Space` or `Tab`. */
  press(key: PressableKey): Promise<void>;
  /** The browser's Back button; resolves once the history entry is shown. */
  back(): Promise<void>;
  /** The browser's Forward button. */
  forward(): Promise<void>;
  /** The address of the page shown. */
  url(): Promise<string>;
  /**
   * Sets the viewport's width in CSS px (the height: 800, or 900 from 1024 px) and waits for a frame.
   *
   * @throws Error when the engine cannot show that width exactly
   */
  setWidth(width: number): Promise<void>;
  /** A PNG of the whole page, as the engine draws it (WebKit at its device scale). */
  screenshot(): Promise<Buffer>;
  /** The script errors the front server's harness recorded since the driver started, oldest first. */
  errors(): string[];
  /** Closes the tab and the browser session. */
  close(): Promise<void>;
}

/** The keys {@link EngineDriver.press} knows. */
export type PressableKey = 'Enter' | 'Escape' | 'Space' | 'Tab';

/** How an engine's driver starts. */
export interface LaunchOptions {
  /** The front server's origin to load pages from. */
  origin: string;
  /** Whether the site's scripts run (false: the engine's own JavaScript-off setting). Default true. */
  javascript?: boolean;
  /**
   * Whether the session will load pages whose scripts the front server holds back (`goto(path, 'parsed')`).
   * Default false. WebKit's session then waits for no load before a command (`webkit.ts`).
   */
  scriptsHeldBack?: boolean;
  /** Script errors the front server records, shared with the driver's {@link EngineDriver.errors}. */
  errors: string[];
  /** The status of the last document the front server sent for a path. */
  statusOf: (path: string) => number | undefined;
  /**
   * The path and query of every document the browser has begun to parse, by the front server's record,
   * oldest first (a live array).
   */
  documentsParsing?: readonly string[];
  /**
   * Whether the stock-photo host's requests fail now, their connections aborted (the front server's
   * `failPhotos`); asked at each request. Default: they never fail.
   */
  photosFail?: () => boolean;
}

/** The viewport height the battery gives a width, in CSS px: 800, or 900 from 1024 px. */
export function heightFor(width: number): number {
  return width >= 1024 ? 900 : 800;
}

/**
 * Polls until `check` returns a truthy value, at most `timeoutMs`: a bound on a condition, never a
 * fixed wait.
 *
 * @param check - read the state; an error thrown counts as "not yet" (a page mid-navigation)
 * @param what - what is waited for, for the error message
 * @param timeoutMs - the bound in ms (default 10 000)
 * @returns the first truthy value
 * @throws Error naming `what` and the last value read (or error) when the bound passes
 */
export async function waitUntil<T>(
  check: () => Promise<T>,
  what: string,
  timeoutMs = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await check();
      if (last) return last as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `waited ${timeoutMs} ms for ${what}; last: ${last instanceof Error ? last.message : JSON.stringify(last)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Lays the page out now (reading a box forces layout), so a resize has taken effect. Not a wait for
 * frames: with the page's scripts off (Firefox's `javascript.enabled`), animation frames never come.
 */
export const twoFrames = (): number => document.documentElement.getBoundingClientRect().width;
