import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import type { hydrateRoot as HydrateRoot, Root } from 'react-dom/client';
import type { IslandName, IslandProps } from '../shared/components/island';

/** An island module: its default export is the widget; props come from JSON, so they are checked on the server side. */
type IslandModule = { default: unknown };

/** Lazy imports of every island: each is its own small file, loaded only on pages that use it. */
const islandModules: Record<IslandName, () => Promise<IslandModule>> = {
  'hero-carousel': () => import('../shared/islands/hero-carousel'),
  newsletter: () => import('../shared/islands/newsletter'),
  'add-to-cart': () => import('../shared/islands/add-to-cart'),
  countdown: () => import('../shared/islands/countdown'),
  'form-status': () => import('../shared/islands/form-status'),
  'missing-path-log': () => import('../shared/islands/missing-path-log'),
};

/** Calls `onCommit` once, after its subtree's hydration has committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first commit matters.
  useEffect(onCommit, []);
  return children;
}

/** Loads an island's module and hydrates its element; resolves once the hydration has committed. */
async function hydrateIsland(
  element: HTMLElement,
  roots: Root[],
  hydrateRoot: typeof HydrateRoot,
): Promise<void> {
  const load = islandModules[element.dataset.island as IslandName];
  if (!load) return;
  const Widget = (await load()).default as ComponentType<IslandProps>;
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as IslandProps) : {};
  await new Promise<void>((resolve) => {
    // A transition makes the hydration time-sliced (see client/entry.tsx).
    startTransition(() => {
      roots.push(
        hydrateRoot(
          element,
          <StrictMode>
            <Committed onCommit={resolve}>
              <Widget {...props} />
            </Committed>
          </StrictMode>,
        ),
      );
    });
  });
  // The wrapper is not managed by React (it is the root's container), so marking it is safe.
  element.dataset.hydrated = 'true';
}

/**
 * Hydrates every `[data-island]` element under `container` as its own React root with the island's
 * component and its JSON `data-props` (see `shared/components/island.tsx`). Islands marked
 * `data-hydrate="visible"` wait until their block comes within 200 px of the viewport.
 *
 * @param container - the server-rendered page
 * @param hydrateRoot - react-dom's `hydrateRoot` (passed in so that the entry decides when react-dom loads)
 * @returns the roots (filled in as islands hydrate, for unmounting) and a promise for the immediate ones
 */
export function hydrateIslands(
  container: ParentNode,
  hydrateRoot: typeof HydrateRoot,
): { roots: Root[]; ready: Promise<unknown> } {
  const roots: Root[] = [];
  const immediate: Promise<void>[] = [];
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              const island = observed.get(entry.target);
              if (island) void hydrateIsland(island, roots, hydrateRoot);
            }
          },
          { rootMargin: '200px' },
        )
      : null;
  const observed = new Map<Element, HTMLElement>();
  for (const element of container.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.dataset.hydrate === 'visible' && observer) {
      // The wrapper has `display: contents` (no box to observe), so watch the block around it.
      const target = element.parentElement ?? element;
      observed.set(target, element);
      observer.observe(target);
    } else {
      immediate.push(hydrateIsland(element, roots, hydrateRoot));
    }
  }
  return { roots, ready: Promise.all(immediate) };
}
