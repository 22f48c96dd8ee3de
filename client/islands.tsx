/**
 * Hydrates the page's islands (docs/decisions/0001-islands-on-a-multi-page-site.md); loaded only on pages
 * that have some. Each `[data-island]` element's chunk is imported by file name (esbuild makes one chunk
 * per file of `shared/islands/`) and hydrated, in a time-sliced transition, with the JSON props beside it.
 * Once committed the element gets `data-hydrated`, and `client/pending-input.ts` replays held input.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type IslandDefinition, IslandRoot } from '../shared/components/island';

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  import(`../shared/islands/${element.dataset.island}.tsx`)
    .then(({ default: island }: { default: IslandDefinition<object> }) => {
      const props = JSON.parse(element.dataset.props ?? '{}') as object;
      const done = () => element.setAttribute('data-hydrated', 'true');
      startTransition(() => {
        hydrateRoot(
          element,
          <IslandRoot onHydrated={done}>
            <island.Component {...props} />
          </IslandRoot>,
        );
      });
    })
    .catch((error: unknown) => console.error(`Island "${element.dataset.island}" could not hydrate:`, error));
}
