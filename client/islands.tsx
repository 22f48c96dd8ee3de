import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { IslandName, IslandProps } from '../shared/components/island';

/** Lazy imports of every island: each becomes its own small chunk, loaded only on pages that use it. */
const islandModules: Record<IslandName, () => Promise<{ default: ComponentType<IslandProps> }>> = {
  'hero-carousel': () => import('../shared/islands/hero-carousel'),
  newsletter: () => import('../shared/islands/newsletter'),
  'add-to-cart': () =>
    import('../shared/islands/add-to-cart') as Promise<{ default: ComponentType<IslandProps> }>,
  countdown: () => import('../shared/islands/countdown') as Promise<{ default: ComponentType<IslandProps> }>,
  'form-status': () => import('../shared/islands/form-status'),
  'missing-path-log': () => import('../shared/islands/missing-path-log'),
};

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, []);
  return children;
}

/**
 * Hydrates every `[data-island]` element under `container` as its own React root with the island's
 * component and its JSON `data-props` (see `shared/components/island.tsx`).
 *
 * @param container - the server-rendered page
 * @returns the roots, once every island has committed its hydration; unknown names are skipped
 */
export async function hydrateIslands(container: ParentNode): Promise<Root[]> {
  const elements = [...container.querySelectorAll<HTMLElement>('[data-island]')];
  const roots = await Promise.all(
    elements.map(async (element) => {
      const load = islandModules[element.dataset.island as IslandName];
      if (!load) return null;
      const { default: Widget } = await load();
      const props = element.dataset.props ? (JSON.parse(element.dataset.props) as IslandProps) : {};
      let committed: () => void = () => {};
      const done = new Promise<void>((resolve) => {
        committed = resolve;
      });
      const root = hydrateRoot(
        element,
        <StrictMode>
          <Committed onCommit={committed}>
            <Widget {...props} />
          </Committed>
        </StrictMode>,
      );
      await done;
      return root;
    }),
  );
  return roots.filter((root): root is Root => root !== null);
}
