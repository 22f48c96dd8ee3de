/**
 * Hydrates one island (docs/decisions/0001-islands-on-a-multi-page-site.md). This module is the only
 * one that imports React DOM: `client/island-loader.tsx` loads it when the first island of the page is wanted
 * (docs/decisions/0011-islands-never-hold-the-main-thread.md), so a page whose islands are never
 * scrolled to nor touched never evaluates React.
 */
import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type IslandDefinition, IslandRoot, KEEP_SERVER_MARKUP } from '../shared/components/island';
import type { PhotoLibrary } from '../shared/components/photo';

/**
 * Calls `onCommit` once, after the island's first commit; renders nothing, so the markup stays exactly
 * what the server rendered.
 */
function AfterHydration({ onCommit }: { onCommit: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit is the one that matters.
  useEffect(() => onCommit(), []);
  return null;
}

/** What the server wrote on an island's wrapper for its hydration, as `client/island-loader.tsx` reads it. */
export interface IslandWrapperData {
  /** The widget's props, as JSON. */
  props: string | null;
  /** The own photos the island may show, as JSON, or null when it shows none. */
  photos: string | null;
  /** The URL of the illustrations folder. */
  illustrations: string | null;
}

/** What the island loader hears back from one hydration. */
export interface HydrationOutcome {
  /** Called once React has committed the island: its input may be replayed. */
  onCommit: () => void;
  /** Called when rendering the island throws, during hydration or after: it stays the server's markup. */
  onError: (error: unknown) => void;
}

/**
 * Hydrates an island's element with the JSON props, the illustrations folder's URL and the own photos the
 * server wrote on it.
 *
 * @param element - an island's wrapper
 * @param island - the island's definition, from its chunk
 * @param urgency - `waited-for` when the visitor is waiting for it (they acted on it): hydrated at
 *   React's default priority, at once; `background` in a transition, in slices of 5 ms that yield to
 *   anything the visitor does
 * @param data - what the server wrote on the wrapper
 * @param outcome - called once committed, or when its render throws (React's `onUncaughtError`)
 * @throws SyntaxError when the props or photos are not JSON (the server always writes JSON)
 */
export function hydrateIsland(
  element: HTMLElement,
  island: IslandDefinition<object>,
  urgency: 'waited-for' | 'background',
  data: IslandWrapperData,
  outcome: HydrationOutcome,
): void {
  const props = JSON.parse(data.props ?? '{}') as object;
  const photos = JSON.parse(data.photos ?? '{}') as PhotoLibrary;
  const hydrate = () => {
    hydrateRoot(
      element,
      <IslandRoot illustrations={data.illustrations ?? ''} photos={photos}>
        <island.Component {...props} kept={KEEP_SERVER_MARKUP} />
        <AfterHydration onCommit={outcome.onCommit} />
      </IslandRoot>,
      { onUncaughtError: outcome.onError },
    );
  };
  if (urgency === 'waited-for') hydrate();
  else startTransition(hydrate);
}
