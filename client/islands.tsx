/**
 * Hydrates the page's islands (docs/decisions/0001-islands-on-a-multi-page-site.md). Loaded as a
 * module only on pages that have islands. For each `[data-island]` element it imports the island's own
 * chunk, found by file name (esbuild turns the template import into one chunk per file of
 * `shared/islands/`), and hydrates it as a React root with the JSON props the server wrote beside it.
 * When the hydration commits, the element gets `data-hydrated="true"`; input that arrived before then
 * is replayed by `client/pending-input.ts`.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type IslandDefinition, IslandRoot } from '../shared/components/island';

type IslandModule = { default: IslandDefinition<object> };

/**
 * Loads and hydrates one island element.
 *
 * @param element - a server-rendered `[data-island]` element
 * @returns resolves once hydration has been scheduled; an unknown island or bad props log an error
 */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const { default: island } = (await import(`../shared/islands/${name}.tsx`)) as IslandModule;
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const markHydrated = () => {
    element.dataset.hydrated = 'true';
  };
  // A transition hydrates in time slices, so a large island never blocks the main thread for long.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot onHydrated={markHydrated}>
        <island.Component {...props} />
      </IslandRoot>,
    );
  });
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  hydrateIsland(element).catch((error: unknown) => {
    console.error(`Island "${element.dataset.island}" could not hydrate:`, error);
  });
}
