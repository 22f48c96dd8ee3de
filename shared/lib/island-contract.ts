/**
 * The island's DOM contract (docs/decisions/0001-islands-on-a-multi-page-site.md): every attribute,
 * value, event, selector and URL folder that the server render, the island wrapper
 * (`shared/components/island.tsx`), the page script (`client/pending-input.ts`), the island loader
 * (`client/island-loader.tsx`), the hydration (`client/hydrate-island.tsx`) and the asset server agree
 * on, named here once and imported by each of them.
 *
 * They are `const enum`s because esbuild inlines a `const enum`'s members across modules (and folds the
 * selectors built from them), where a plain exported `const` stays a variable: the page script holds
 * the same string literals as if each module spelt them, and no byte more.
 */
/* biome-ignore-all lint/suspicious/noConstEnum: esbuild inlines const enums across modules (see above). */
/* biome-ignore-all lint/style/useLiteralEnumMembers: a selector is folded from the names, spelt once. */

/** The attributes of an island's wrapper. */
export const enum IslandAttribute {
  /** The island's name, its key in `shared/island-registry.ts`. */
  name = 'data-island',
  /** When the browser hydrates it, a {@link HydrationTrigger}. */
  hydrateOn = 'data-hydrate-on',
  /** The widget's props, as JSON. */
  props = 'data-props',
  /** The URL of the illustrations folder, for illustrations inside the island. */
  illustrations = 'data-illustrations',
  /** When the island may show own photos: those photos, as JSON. */
  photos = 'data-photos',
  /**
   * Set in the browser: how far its hydration has come, a {@link Hydration}. Absent while the island is
   * only the server's markup and no island loader has asked for its code.
   */
  hydration = 'data-hydration',
  /** Set by held input: the island is wanted now (for an island loader that starts after it). */
  wanted = 'data-wanted',
  /** The URL of the island's own chunk, which the console names when the island's code does not load. */
  chunk = 'data-chunk',
}

/**
 * When the browser hydrates an island (docs/decisions/0011-islands-never-hold-the-main-thread.md), the
 * value of {@link IslandAttribute.hydrateOn}. Either way, input that comes first is held and replayed.
 */
export const enum HydrationTrigger {
  /**
   * Once it is near the screen and the browser is idle (Astro's `client:visible` and `client:idle`),
   * for a widget that acts on its own (the carousel's rotation, the countdown's tick).
   */
  visible = 'visible',
  /**
   * Only when the visitor points at it, focuses it or acts on it, for a widget that does nothing until
   * then and works as plain HTML meanwhile (links, forms): React is never evaluated on a page whose
   * islands are all of this kind until the visitor reaches for one.
   */
  interaction = 'interaction',
}

/** The values of {@link IslandAttribute.hydration}. */
export const enum Hydration {
  /** The island loader has asked for the island's code. */
  started = 'started',
  /**
   * Its code failed to load twice, the first retry included, and the loader asks once more: a held link is
   * followed at once (its page without JavaScript is the same answer, sooner); other held input waits for
   * the last retry.
   */
  retrying = 'retrying',
  /** React has committed the island: held input is replayed. */
  done = 'done',
  /**
   * Its code could not be loaded, or its hydration threw: the island stays the server's markup, and
   * held input is released to what the page does without JavaScript.
   */
  failed = 'failed',
}

/** The event held input sends to its island (not bubbling), so the island loader hydrates it at once. */
export const enum IslandEvent {
  wanted = 'island-wanted',
}

/**
 * {@link IslandEvent.wanted} as a plain value, for code outside the bundles (tests, the lab) that asks for
 * an island as held input does. Declared here, beside the enum, so esbuild drops it where it is unused.
 */
export const ISLAND_WANTED_EVENT = IslandEvent.wanted;

/** Selectors of islands. */
export const enum IslandSelector {
  /** Every island. */
  any = `[${IslandAttribute.name}]`,
  /** The islands not hydrated yet: input aimed at them is held. */
  unhydrated = `[${IslandAttribute.name}]:not([${IslandAttribute.hydration}="${Hydration.done}"])`,
}

/**
 * The folders an island's code is asked for again from: `/assets/retry-<n>/<file>` is `/assets/<file>`
 * (`server/middleware/static-files.ts`). A browser keeps a failed module URL failed in its module map
 * (HTML Standard, "fetch a single module script"), so a retry must ask for another URL; and a module's
 * imports resolve beside it, so in another folder they are asked for afresh too.
 */
export const enum RetryFolder {
  /** The folder's name before its number, which runs from 1. */
  prefix = 'retry-',
}
