/**
 * Hydrates the page's islands when they are wanted, one per task
 * (docs/decisions/0011-islands-never-hold-the-main-thread.md); loaded only on pages that have some, as
 * an async module. This module is small and imports no React. An island is wanted at once when the
 * visitor points at it, focuses it or acts on it; one that acts on its own (`data-hydrate-on="visible"`)
 * also when it comes near the screen and the browser is idle (Astro's `client:visible` and
 * `client:idle`). Only then are its chunk and `client/hydrate-island.tsx`
 * (React DOM) loaded; each hydration starts in a task of its own, so two islands never add up to one
 * long task. Input that comes first is held by the page script and replayed after hydration
 * (`client/pending-input.ts`), which also asks for the island at once.
 */
import type { IslandDefinition } from '../shared/components/island';
import { islandImport } from '../shared/island-registry';
import { HYDRATION_ATTRIBUTE, ISLAND_WANTED_ATTRIBUTE, ISLAND_WANTED_EVENT } from './pending-input';

/** How near the screen an island starts to hydrate, as an IntersectionObserver margin (CSS px). */
const NEAR_SCREEN_MARGIN = '200px 0px';
/** How long an island that is on screen waits for an idle moment at most, in ms. */
const IDLE_TIMEOUT_MS = 1500;
/**
 * What a visitor does to an island that means it is wanted now: a mouse pointing at it, a focus or a
 * key inside it, or a tap or submit the page script held (`ISLAND_WANTED_EVENT`). A touch itself is not
 * one: React's evaluation would then run between the finger's down and its click, and the tap would
 * wait for it; the click that follows is held, and asks.
 */
const INTERACTIONS = ['pointerover', 'focusin', 'keydown', ISLAND_WANTED_EVENT];

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
 * `data-hydrate-on="visible"`, once it is within {@link NEAR_SCREEN_MARGIN} of the screen and the browser
 * is idle (`HydrationTrigger` in shared/components/island.tsx).
 *
 * @param element - the island's `[data-island]` element (`display: contents`: its children are observed)
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
    if (element.hasAttribute(ISLAND_WANTED_ATTRIBUTE)) return onInteraction();
    if (element.dataset.hydrateOn !== 'visible') return;
    for (const child of element.children) observer.observe(child);
  });
}

/** The hydrations in order: each one starts in a new task after the one before it. */
let hydrations = Promise.resolve();

/**
 * Loads an island's chunk and React DOM once the island is wanted, then hydrates it in a task of its own.
 *
 * @param element - an element with `data-island` (the name) and `data-props` (JSON)
 * @returns a promise that settles once its hydration has started; rejects for a name the registry lacks
 */
async function hydrateWhenWanted(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandImport(name);
  if (!load) throw new Error(`no island named "${name}" in shared/island-registry.ts`);
  const urgency = await wanted(element);
  element.setAttribute(HYDRATION_ATTRIBUTE, 'started');
  if (urgency === 'waited-for') await afterNextPaint();
  const [{ default: island }, { hydrateIsland }] = await Promise.all([load(), import('./hydrate-island')]);
  const definition = island as IslandDefinition<object>;
  const turn = hydrations.then(nextTask).then(() => hydrateIsland(element, definition, urgency));
  hydrations = turn.catch(() => undefined);
  await turn;
}

/** Finds every island on the page and hydrates each when it is wanted. */
function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    hydrateWhenWanted(element).catch((error: unknown) =>
      console.error(`Island "${element.dataset.island}" could not hydrate:`, error),
    );
  }
}

// An async module may run before the parser has reached the islands: wait for the whole document then.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', hydrateIslands, { once: true });
else hydrateIslands();
