import { type ComponentType, createContext, type ReactElement, type ReactNode, use, useEffect } from 'react';
import { type OptimisedPhoto, PhotoContext, type PhotoLibrary } from './photo';
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
 * the same ids). It gives the island the sprite's URL and the own photos it shows, which the browser
 * reads from the island's `data-sprite` and `data-photos`. In the browser `onHydrated` runs once the
 * hydration has committed.
 *
 * @param props.sprite - URL of the site sprite, for illustrations and icons inside the island
 * @param props.photos - the own photos the island shows; on the server, absent: the page's library
 * @param props.onHydrated - called after the first commit in the browser
 */
export function IslandRoot({
  sprite,
  photos,
  onHydrated,
  children,
}: {
  sprite: string;
  photos?: PhotoLibrary;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const inherited = use(PhotoContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit is the one that matters.
  useEffect(() => onHydrated?.(), []);
  return (
    <SpriteContext value={sprite}>
      <PhotoContext value={photos ?? inherited}>{children}</PhotoContext>
    </SpriteContext>
  );
}

/**
 * A photo library that notes every photo looked up in it, so an island's wrapper can carry exactly the
 * photos the island showed (`data-photos`) and the browser renders the same `<picture>` when it hydrates.
 *
 * @param library - the page's photos
 * @returns the noting library and what it has noted
 */
function notingLibrary(library: PhotoLibrary): { library: PhotoLibrary; noted: Map<string, OptimisedPhoto> } {
  const noted = new Map<string, OptimisedPhoto>();
  const noting = new Proxy(library, {
    get(target, src) {
      const photo = Reflect.get(target, src);
      if (typeof src === 'string' && photo) noted.set(src, photo);
      return photo;
    },
  });
  return { library: noting, noted };
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
 * The wrapper also carries the sprite's URL and the own photos the island showed.
 *
 * @param props.of - the island's definition (the default export of its file)
 * @param props.props - the widget's props, JSON-serialisable
 */
export function Island<P extends object>({ of: island, props }: { of: IslandDefinition<P>; props: P }) {
  const renderer = use(IslandRendererContext);
  const sprite = use(SpriteContext);
  const photos = notingLibrary(use(PhotoContext));
  const element = (
    <PhotoContext value={photos.library}>
      <IslandRoot sprite={sprite}>
        <island.Component {...props} />
      </IslandRoot>
    </PhotoContext>
  );
  const attributes = () => ({
    className: 'island',
    'data-island': island.name,
    'data-props': JSON.stringify(props),
    'data-sprite': sprite || undefined,
    'data-photos': photos.noted.size > 0 ? JSON.stringify(Object.fromEntries(photos.noted)) : undefined,
  });
  if (!renderer) return <div {...attributes()}>{element}</div>;
  const markup = { __html: renderer.render(island.name, element) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own markup, rendered by React.
  return <div {...attributes()} dangerouslySetInnerHTML={markup} />;
}
