import { type ComponentType, createContext, type ReactElement, type ReactNode, use, useEffect } from 'react';

/**
 * An island: a widget that is rendered on the server and hydrated on its own in the browser
 * (docs/decisions/0001-islands-on-a-multi-page-site.md). Each lives in `shared/islands/<name>.tsx`,
 * whose default export is `defineIsland('<name>', Component)`.
 */
export interface IslandDefinition<P extends object> {
  /** The island's file name without `.tsx`; the browser loads `shared/islands/<name>.tsx` by it. */
  name: string;
  Component: ComponentType<P>;
}

/**
 * Declares an island.
 *
 * @param name - must equal the file name in `shared/islands/` (a unit test checks every file)
 * @param Component - the widget; its props must be JSON-serialisable (strings, numbers, booleans,
 *   null, arrays and plain objects), because they travel in the page as a `data-props` attribute
 * @returns the definition to pass to {@link Island} and to export as the module's default
 */
export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
): IslandDefinition<P> {
  return { name, Component };
}

/**
 * The root of every island, on the server and in the browser alike, so both render the same tree (and
 * `useId` gives the same ids). In the browser, `onHydrated` runs once the hydration has committed.
 */
export function IslandRoot({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit is the one that matters.
  useEffect(() => onHydrated?.(), []);
  return children;
}

/**
 * Where the server collects islands while it renders a page: each island becomes an empty slot that
 * the server fills with the island rendered as a root of its own (see `server/render.tsx`).
 */
export interface IslandSlots {
  /**
   * Registers an island's element.
   *
   * @returns the slot number to write into the placeholder
   */
  add(name: string, element: ReactElement): number;
}

/** Provided by the server renderer; absent in component tests, where islands render inline. */
export const IslandSlotsContext = createContext<IslandSlots | null>(null);

/**
 * Renders an island into a page: a `<div class="island" data-island="<name>" data-props="<json>">`
 * (styled `display: contents`, so it adds no box) around the widget's markup. The browser script
 * `client/islands.ts` hydrates each such element with the same component and props.
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
