import { type ComponentType, createContext, type ReactNode, use } from 'react';
import { type IconSymbolName, PageIconsContext } from './icon';
import { IllustrationsContext } from './illustrations/illustration-image';
import { PhotoContext, type PhotoLibrary } from './photo';

/** What a piece of kept markup may depend on: whether it holds the page's largest paint. */
export interface KeptMarkupOptions {
  priority: boolean;
}

/**
 * An island's kept markup: piece `index` of its markup, which the server renders and the browser keeps
 * as it is (never hydrated, never re-rendered), the way Astro passes static children to an island. A
 * product card in the shop's grid is one: the island shows and hides it, and never changes what is inside.
 */
export type KeptMarkupRenderer = (index: number, options: KeptMarkupOptions) => ReactNode;

/** What every island's component receives beside its own props. */
export interface IslandComponentProps {
  /**
   * Its kept markup, from `Island` on the server and `client/hydrate-island.tsx` in the browser; absent
   * when a test renders the widget on its own. An island that keeps no markup never calls it.
   */
  kept?: KeptMarkupRenderer;
}

/**
 * When the browser hydrates an island (docs/decisions/0011-islands-never-hold-the-main-thread.md):
 * - `visible`: once it is near the screen and the browser is idle (Astro's `client:visible` and
 *   `client:idle`), for a widget that acts on its own (the carousel's rotation, the countdown's tick);
 * - `interaction`: only when the visitor points at it, focuses it or acts on it, for a widget that
 *   does nothing until then and works as plain HTML meanwhile (links, forms): React is never evaluated
 *   on a page whose islands are all of this kind until the visitor reaches for one.
 * Either way, input that comes first is held and replayed after hydration.
 */
export type HydrationTrigger = 'visible' | 'interaction';

/**
 * An island: a widget rendered on the server with the page and hydrated on its own in the browser
 * (docs/decisions/0001-islands-on-a-multi-page-site.md). `name` is its key in
 * `shared/island-registry.ts` and its file in `shared/islands/`.
 */
export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P & IslandComponentProps>;
  /** The photo keys of the own photos the island may show, so its wrapper carries their files. */
  photosOf?: (props: P) => readonly string[];
  /** When the browser hydrates it. */
  hydrateOn: HydrationTrigger;
  /**
   * The icons the widget may draw in a state its server render does not show (the carousel's play
   * button once paused), so the page's icon sheet has their symbols; the icons it draws at once are
   * collected as it renders.
   */
  icons: readonly IconSymbolName[];
}

/**
 * Declares an island; a file in `shared/islands/` ends with `export default defineIsland(...)`.
 *
 * @param name - the file's name without `.tsx`, which is also its key in the island registry (a unit
 *   test checks both)
 * @param Component - the widget; its props must be JSON-serialisable, as they travel in `data-props`,
 *   and it must not call `useId` (the server renders it inside the page, the browser as a root of its
 *   own, so ids from tree positions would differ): ids come from props
 * @param options.hydrateOn - when the browser hydrates it ({@link HydrationTrigger}); `interaction` unless
 *   it must act before the visitor does
 * @param options.photosOf - the photo keys (`ownPhotoKeys` in `./photo.tsx`) of the own photos the
 *   widget may show, given its props
 * @param options.icons - the icons it may draw only after the visitor acts (none by default)
 * @returns the definition to pass to {@link Island}
 */
export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P & IslandComponentProps>,
  options: {
    hydrateOn: HydrationTrigger;
    photosOf?: (props: P) => readonly string[];
    icons?: readonly IconSymbolName[];
  },
): IslandDefinition<P> {
  const { hydrateOn, photosOf, icons = [] } = options;
  return { name, Component, hydrateOn, photosOf, icons };
}

/** The browser's inner HTML of kept markup: none, so React keeps the server's markup as it is. */
const NO_INNER_HTML = { __html: '' };

/**
 * One piece of an island's kept markup (`display: contents`, so it adds no box). With content (on the
 * server), it renders it; without (in the browser), it renders an element whose inner HTML React neither
 * hydrates nor replaces, so the server's markup stays as it is, costs no hydration, and needs no data.
 *
 * @param props.children - the markup on the server; absent in the browser
 */
export function KeptMarkup({ children }: { children?: ReactNode }) {
  if (children === undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React keeps the server's markup.
    return <div className="kept-markup" dangerouslySetInnerHTML={NO_INNER_HTML} suppressHydrationWarning />;
  return <div className="kept-markup">{children}</div>;
}

/** The browser's kept markup: every piece keeps what the server rendered into it. */
export const KEEP_SERVER_MARKUP: KeptMarkupRenderer = () => <KeptMarkup />;

/**
 * The root of every island on server and browser alike, so both render the same tree: it gives the
 * widget the illustrations folder's URL and the own photos it may show, which the browser reads from the
 * island's `data-illustrations` and `data-photos`.
 *
 * @param props.illustrations - URL of the illustrations folder, for illustrations inside the island
 * @param props.photos - the own photos the island may show
 */
export function IslandRoot({
  illustrations,
  photos,
  children,
}: {
  illustrations: string;
  photos: PhotoLibrary;
  children: ReactNode;
}) {
  return (
    <IllustrationsContext value={illustrations}>
      <PhotoContext value={photos}>{children}</PhotoContext>
    </IllustrationsContext>
  );
}

/** The build's scripts for islands in one page's render: what to load, and what is already asked for. */
export interface IslandScripts {
  /** URL of the island loader (`client/island-loader.tsx`), which finds and hydrates the page's islands. */
  module: string;
  /** Per island name: its chunk and the chunks it imports, to preload. */
  chunks: Readonly<Record<string, readonly string[]>>;
  /** The chunks this page's render has already preloaded: two islands share React, listed once. */
  preloaded: Set<string>;
}

/**
 * The build's island scripts, given by the server renderer (`server/render.tsx`) for each page's render;
 * absent in component tests, where an island is markup only.
 */
export const IslandScriptsContext = createContext<IslandScripts | null>(null);

/**
 * The part of a photo library an island may show.
 *
 * @param library - the page's own photos, by photo key
 * @param keys - the photo keys the island names
 * @returns the entries of `library` for those keys (a key the build did not make is left out)
 */
function photosShown(library: PhotoLibrary, keys: readonly string[]): PhotoLibrary {
  return Object.fromEntries(keys.flatMap((key) => (library[key] ? [[key, library[key]]] : [])));
}

/**
 * Places an island: `<div class="island" data-island="<name>" data-hydrate-on="<trigger>"
 * data-props="<json>">` (no box of its own: `display: contents`) around the widget's markup, which
 * `client/island-loader.tsx` hydrates. The widget is rendered right here, in the page's one render, with
 * its kept markup; the wrapper also carries the illustrations folder's URL and the own photos the widget may
 * show, and the page's icon sheet gets the icons it may draw once hydrated (`IslandDefinition.icons`).
 * On the server it adds the `modulepreload` of each chunk the page has not preloaded yet, at low
 * priority, and the island loader, async and at low priority, so the stylesheet, font and first
 * paint come first; React places both in `<head>`, and the module once per page.
 *
 * @param props.of - the island's definition (the default export of its file)
 * @param props.props - the widget's props, JSON-serialisable
 * @param props.kept - the widget's kept markup, by index (server-rendered, kept as it is)
 */
export function Island<P extends object>({
  of: island,
  props,
  kept,
}: {
  of: IslandDefinition<P>;
  props: P;
  kept?: KeptMarkupRenderer;
}) {
  const scripts = use(IslandScriptsContext);
  const illustrations = use(IllustrationsContext);
  const library = use(PhotoContext);
  const pageIcons = use(PageIconsContext);
  for (const icon of island.icons) pageIcons?.add(icon);
  const photos = photosShown(library, island.photosOf?.(props) ?? []);
  const preloads = (scripts?.chunks[island.name] ?? []).filter((chunk) => !scripts?.preloaded.has(chunk));
  for (const chunk of preloads) scripts?.preloaded.add(chunk);
  // Kept markup belongs to the page: it sees the page's whole photo library, not the island's part.
  const keptMarkup: KeptMarkupRenderer = (index, options) => (
    <KeptMarkup>
      <PhotoContext value={library}>{kept?.(index, options) ?? null}</PhotoContext>
    </KeptMarkup>
  );
  return (
    <div
      className="island"
      data-island={island.name}
      data-hydrate-on={island.hydrateOn}
      data-props={JSON.stringify(props)}
      data-illustrations={illustrations}
      data-photos={Object.keys(photos).length > 0 ? JSON.stringify(photos) : undefined}
    >
      {preloads.map((chunk) => (
        <link key={chunk} rel="modulepreload" href={chunk} fetchPriority="low" />
      ))}
      {scripts ? <script type="module" src={scripts.module} async fetchPriority="low" /> : null}
      <IslandRoot illustrations={illustrations} photos={photos}>
        <island.Component {...props} kept={keptMarkup} />
      </IslandRoot>
    </div>
  );
}
