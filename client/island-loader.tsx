/**
 * Hydrates the page's islands when they are wanted, one per task
 * (docs/decisions/0011-islands-never-hold-the-main-thread.md); loaded only on pages that have some, as
 * an async module. This module is small and imports no React. An island is wanted at once when the
 * visitor points at it, focuses it or acts on it; one that acts on its own (`HydrationTrigger.visible`)
 * also when it comes near the screen and the browser is idle (Astro's `client:visible` and
 * `client:idle`). Only then are its chunk and `client/hydrate-island.tsx`
 * (React DOM) loaded; each hydration starts in a task of its own, so two islands never add up to one
 * long task. Input that comes first is held by the page script and replayed after hydration
 * (`client/pending-input.ts`), which also asks for the island at once.
 *
 * Code that does not come is asked for again (docs/decisions/0001-islands-on-a-multi-page-site.md,
 * "When an island's code does not load"), the island marked `Hydration.retrying` once the first retry has
 * failed too (a held link is then followed at once): twice more ({@link RETRY_PAUSES_MS}), each from a retry folder
 * (`RetryFolder` in shared/lib/island-contract.ts), since a browser keeps a failed module URL failed. A
 * retry imports this very file from `/assets/retry-<n>/`, whose imports of the island's chunk, React and
 * `client/hydrate-island.tsx` then resolve beside it, afresh and from one folder (one React). When every
 * attempt fails, or the hydration throws, the island is marked `Hydration.failed` and the console names
 * the island and its chunk; the page script then releases the input it held.
 */
import type { IslandDefinition } from '../shared/components/island';
import { islandImport } from '../shared/island-registry';
import {
  Hydration,
  HydrationTrigger,
  IslandAttribute,
  IslandEvent,
  IslandSelector,
  RetryFolder,
} from '../shared/lib/island-contract';
import type { hydrateIsland } from './hydrate-island';
import { RETRY_PAUSES_MS, retryCopyUrl, withRetries } from './island-retry';

/** How near the screen an island starts to hydrate, as an IntersectionObserver margin (CSS px). */
const NEAR_SCREEN_MARGIN = '200px 0px';
/** How long an island that is on screen waits for an idle moment at most, in ms. */
const IDLE_TIMEOUT_MS = 1500;
/**
 * What a visitor does to an island that means it is wanted now: a mouse pointing at it, a focus or a
 * key inside it, or a tap or submit the page script held (`IslandEvent.wanted`). A touch itself is not
 * one: React's evaluation would then run between the finger's down and its click, and the tap would
 * wait for it; the click that follows is held, and asks.
 */
const INTERACTIONS = ['pointerover', 'focusin', 'keydown', IslandEvent.wanted];

/** The browser's Prioritized Task Scheduling API (`scheduler.yield`), where it has one (Chromium 129+). */
interface TaskScheduling {
  scheduler?: { yield?: () => Promise<void> };
}

/** Resolves in a new task, so what follows does not lengthen the task that called it. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as TaskScheduling;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task after the next frame has been painted, so the interaction that asked for an island
 * paints its own frame (its INP) before React's evaluation takes the main thread.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves when the browser is idle, or after `timeoutMs` (Safari has no `requestIdleCallback`). */
function idle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

/** Whether the visitor waits for an island's hydration (they acted on it) or not (`hydrateIsland`). */
type Urgency = 'waited-for' | 'background';

/**
 * Resolves when the island is wanted: at once on an interaction with it, or, for an island with
 * `HydrationTrigger.visible`, once it is within {@link NEAR_SCREEN_MARGIN} of the screen and the browser
 * is idle (`HydrationTrigger` in shared/lib/island-contract.ts).
 *
 * @param element - the island's wrapper (`display: contents`: its children are observed)
 * @returns `waited-for` when an interaction asked for it, `background` when it came on screen
 */
function wanted(element: HTMLElement): Promise<Urgency> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        idle(IDLE_TIMEOUT_MS).then(() => finish('background'));
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    const onInteraction = (event?: Event) => {
      if (event instanceof PointerEvent && event.pointerType !== 'mouse') return;
      finish('waited-for');
    };
    const finish = (urgency: Urgency) => {
      observer.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, onInteraction, true);
      resolve(urgency);
    };
    for (const type of INTERACTIONS)
      element.addEventListener(type, onInteraction, { capture: true, passive: true });
    // Input held before this module ran (the page script was first) has already asked for it.
    if (element.hasAttribute(IslandAttribute.wanted)) return onInteraction();
    if (element.getAttribute(IslandAttribute.hydrateOn) !== HydrationTrigger.visible) return;
    for (const child of element.children) observer.observe(child);
  });
}

/** An island's code: its definition and the function that hydrates it (React DOM). */
export interface IslandCode {
  island: IslandDefinition<object>;
  hydrateIsland: typeof hydrateIsland;
}

/**
 * Imports an island's chunk and `client/hydrate-island.tsx`, beside this file.
 *
 * @param name - a registered island's name
 * @returns its code; rejects when a file fails to load, or for a name the registry lacks
 */
export async function importIslandCode(name: string): Promise<IslandCode> {
  const load = islandImport(name);
  if (!load) throw new Error(`no island named "${name}" in shared/island-registry.ts`);
  const [{ default: island }, hydration] = await Promise.all([load(), import('./hydrate-island')]);
  return { island: island as IslandDefinition<object>, hydrateIsland: hydration.hydrateIsland };
}

/**
 * Attempt `n` at an island's code: from this file's folder first, then through its copy in retry folder
 * `n`, whose imports are all asked for afresh.
 */
const attemptIslandCode = (name: string) => (n: number) =>
  n === 0
    ? importIslandCode(name)
    : (
        import(retryCopyUrl(import.meta.url, n)) as Promise<{ importIslandCode: typeof importIslandCode }>
      ).then((copy) => copy.importIslandCode(name));

/**
 * Gives an island up: marks it `Hydration.failed`, so the page script releases the input it held, and
 * names it in the console, with what went wrong (the chunk it could not load, or the error it threw).
 */
function giveUp(element: HTMLElement, what: string, error: unknown): void {
  element.setAttribute(IslandAttribute.hydration, Hydration.failed);
  console.error(`Island "${element.getAttribute(IslandAttribute.name)}" ${what}:`, error);
}

/** The hydrations in order: each one starts in a new task after the one before it. */
let hydrations = Promise.resolve();

/**
 * Loads an island's chunk and React DOM once the island is wanted, retrying, then hydrates it in a task
 * of its own. Gives the island up when its code does not come or its hydration throws.
 *
 * @param element - an island's wrapper (shared/lib/island-contract.ts)
 * @returns a promise that settles once its hydration has started or it was given up
 */
async function hydrateWhenWanted(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(IslandAttribute.name) ?? '';
  const urgency = await wanted(element);
  element.setAttribute(IslandAttribute.hydration, Hydration.started);
  if (urgency === 'waited-for') await afterNextPaint();
  let code: IslandCode;
  try {
    code = await withRetries(attemptIslandCode(name), RETRY_PAUSES_MS, (next) => {
      // Not after the first attempt: WebKit fails a module that failed on an earlier page of the tab at once,
      // without a request, and the first retry then loads it; a held link waits for that retry.
      if (next > 1) element.setAttribute(IslandAttribute.hydration, Hydration.retrying);
    });
  } catch (error) {
    // The error names the file the browser asked for last; the chunk named here is the island's own.
    return giveUp(element, `could not load ${element.getAttribute(IslandAttribute.chunk)}`, error);
  }
  const data = {
    props: element.getAttribute(IslandAttribute.props),
    photos: element.getAttribute(IslandAttribute.photos),
    illustrations: element.getAttribute(IslandAttribute.illustrations),
  };
  const outcome = {
    onCommit: () => element.setAttribute(IslandAttribute.hydration, Hydration.done),
    onError: (error: unknown) => giveUp(element, 'threw while hydrating', error),
  };
  const turn = hydrations
    .then(nextTask)
    .then(() => code.hydrateIsland(element, code.island, urgency, data, outcome));
  hydrations = turn.catch(() => undefined);
  await turn.catch(outcome.onError);
}

/** Finds every island on the page and hydrates each when it is wanted. */
function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>(IslandSelector.any))
    void hydrateWhenWanted(element);
}

/** Whether this file runs as a retry's copy, only to import an island's code (`attemptIslandCode`). */
const isRetryCopy = import.meta.url.includes(`/${RetryFolder.prefix}`);

/** Hydrates the page's islands; an async module may run before the parser has reached them: then once it has. */
function start(): void {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', hydrateIslands, { once: true });
  else hydrateIslands();
}

// A retry's copy only lends its exports to the first copy.
if (!isRetryCopy) start();
