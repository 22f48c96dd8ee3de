/**
 * Hydrates the page's islands (docs/decisions/0001-islands-on-a-multi-page-site.md); loaded only on pages
 * that have some, as an async module once the islands' markup has been parsed. Each `[data-island]`
 * element's chunk is loaded from the island registry (`shared/island-registry.ts`) and hydrated, in a
 * time-sliced transition, with the JSON props, the sprite URL and the own photos beside it. Once
 * committed the element gets `data-hydrated`, and `client/pending-input.ts` replays held input.
 */
import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, KEPT_SLOTS } from '../shared/components/island';
import type { PhotoLibrary } from '../shared/components/photo';
import { islandLoader } from '../shared/island-registry';

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
 * Loads one island's chunk and hydrates its element.
 *
 * @param element - an element with `data-island` (the name), `data-props` (JSON), and maybe
 *   `data-sprite` and `data-photos` (JSON)
 */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandLoader(name);
  if (!load) throw new Error(`no island named "${name}" in shared/island-registry.ts`);
  const { default: island } = await load();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const photos = JSON.parse(element.dataset.photos ?? '{}') as PhotoLibrary;
  const markHydrated = () => element.setAttribute('data-hydrated', 'true');
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot sprite={element.dataset.sprite ?? ''} photos={photos}>
        <island.Component {...props} slot={KEPT_SLOTS} />
        <AfterHydration onCommit={markHydrated} />
      </IslandRoot>,
    );
  });
}

/** Finds every island on the page and hydrates it. */
function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    hydrateIsland(element).catch((error: unknown) =>
      console.error(`Island "${element.dataset.island}" could not hydrate:`, error),
    );
  }
}

// An async module may run before the parser has reached the islands: wait for the whole document then.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', hydrateIslands, { once: true });
else hydrateIslands();
