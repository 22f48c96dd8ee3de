import { type ComponentType, createContext, type ReactElement, type ReactNode, use, useEffect } from 'react';
import { SpriteContext } from './sprite';

/**
 * An island: a widget rendered on the server and hydrated on its own in the browser
 * (docs/decisions/0001-islands-on-a-multi-page-site.md). `name` is its key in `shared/island-registry.ts`
 * and its file in `shared/islands/`.
 */
export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P>;
}

/**
 * Declares an island; a file in `shared/islands/` ends with `export default defineIsland(...)`.
 *
 * @param name - the file's name without `.tsx`, which is also its key in the island registry (a unit
 *   test checks both)
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
 * the same ids). It gives the island the sprite's URL, which the browser reads from the island's
 * `data-sprite`. In the browser `onHydrated` runs once the hydration has committed.
 *
 * @param props.sprite - URL of the site sprite, for illustrations and icons inside the island
 * @param props.onHydrated - called after the first commit in the browser
 */
export function IslandRoot({
  sprite,
  onHydrated,
  children,
}: {
  sprite: string;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit is the one that matters.
  useEffect(() => onHydrated?.(), []);
  return <SpriteContext value={sprite}>{children}</SpriteContext>;
}

/**
 * Given by the server renderer (`server/render.tsx`): renders an island as a root of its own, exactly
 * as the browser will hydrate it, and notes its name so the document preloads its chunk.
 */
export interface IslandRenderer {
  render(name: string, island: ReactElement): string;
}

/** The server's {@link IslandRenderer}; absent in component tests, where islands render inline. */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/**
 * Places an island: `<div class="island" data-island="<name>" data-props="<json>">` (no box of its own:
 * `display: contents`) around the widget's markup, which `client/islands.tsx` hydrates. On the server
 * the markup is the island rendered as a root of its own, put in as HTML; it is never parsed or edited.
 *
 * @param props.of - the island's definition (the default export of its file)
 * @param props.props - the widget's props, JSON-serialisable
 */
export function Island<P extends object>({ of: island, props }: { of: IslandDefinition<P>; props: P }) {
  const renderer = use(IslandRendererContext);
  const sprite = use(SpriteContext);
  const element = (
    <IslandRoot sprite={sprite}>
      <island.Component {...props} />
    </IslandRoot>
  );
  const attributes = {
    className: 'island',
    'data-island': island.name,
    'data-props': JSON.stringify(props),
    'data-sprite': sprite || undefined,
  };
  if (!renderer) return <div {...attributes}>{element}</div>;
  const markup = { __html: renderer.render(island.name, element) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own markup, rendered by React.
  return <div {...attributes} dangerouslySetInnerHTML={markup} />;
}
