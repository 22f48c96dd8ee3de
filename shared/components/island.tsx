import { type ComponentType, createContext, type ReactElement, type ReactNode, use, useEffect } from 'react';

/**
 * An island: a widget rendered on the server and hydrated on its own in the browser
 * (docs/decisions/0001-islands-on-a-multi-page-site.md). `name` is its file in `shared/islands/`.
 */
export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P>;
}

/**
 * Declares an island; a file in `shared/islands/` ends with `export default defineIsland(...)`.
 *
 * @param name - the file's name without `.tsx` (a unit test checks every file)
 * @param Component - the widget; its props must be JSON-serialisable, as they travel in `data-props`
 * @returns the definition to pass to {@link Island}
 */
export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
): IslandDefinition<P> {
  return { name, Component };
}

/**
 * The root of every island on server and browser alike, so both render the same tree (and `useId`
 * the same ids). In the browser `onHydrated` runs once the hydration has committed.
 */
export function IslandRoot({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit is the one that matters.
  useEffect(() => onHydrated?.(), []);
  return children;
}

/**
 * Given by the server renderer (`server/render.tsx`): `add` registers an island and returns the number
 * of its empty slot, which the server fills with the island rendered as a root of its own.
 */
export const IslandSlotsContext = createContext<{ add(name: string, element: ReactElement): number } | null>(
  null,
);

/**
 * Renders an island: `<div class="island" data-island="<name>" data-props="<json>">` (no box of its
 * own: `display: contents`) around the widget's markup, which `client/islands.tsx` hydrates.
 *
 * @param props.of - the island's definition (the default export of its file)
 * @param props.props - the widget's props, JSON-serialisable
 */
export function Island<P extends object>({ of: island, props }: { of: IslandDefinition<P>; props: P }) {
  const slots = use(IslandSlotsContext);
  const element = (
    <IslandRoot>
      <island.Component {...props} />
    </IslandRoot>
  );
  const attributes = { className: 'island', 'data-island': island.name, 'data-props': JSON.stringify(props) };
  if (slots) return <div {...attributes} data-island-slot={slots.add(island.name, element)} />;
  return <div {...attributes}>{element}</div>;
}
