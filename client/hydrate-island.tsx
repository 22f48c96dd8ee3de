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

/**
 * Hydrates an island's element with the JSON props, the illustrations folder's URL and the own photos the
 * server wrote beside it. Once committed the element gets `data-hydration="done"`, and
 * `client/pending-input.ts` replays input it held.
 *
 * @param element - an element with `data-island`, `data-props` (JSON), `data-illustrations`, and maybe
 *   `data-photos` (JSON)
 * @param island - the island's definition, from its chunk
 * @param urgency - `waited-for` when the visitor is waiting for it (they acted on it): hydrated at
 *   React's default priority, at once; `background` in a transition, in slices of 5 ms that yield to
 *   anything the visitor does
 * @throws SyntaxError when `data-props` or `data-photos` is not JSON (the server always writes JSON)
 */
export function hydrateIsland(
  element: HTMLElement,
  island: IslandDefinition<object>,
  urgency: 'waited-for' | 'background',
): void {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const photos = JSON.parse(element.dataset.photos ?? '{}') as PhotoLibrary;
  const markHydrated = () => element.setAttribute('data-hydration', 'done');
  const hydrate = () => {
    hydrateRoot(
      element,
      <IslandRoot illustrations={element.dataset.illustrations ?? ''} photos={photos}>
        <island.Component {...props} kept={KEEP_SERVER_MARKUP} />
        <AfterHydration onCommit={markHydrated} />
      </IslandRoot>,
    );
  };
  if (urgency === 'waited-for') hydrate();
  else startTransition(hydrate);
}
