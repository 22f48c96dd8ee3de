/**
 * What an island is, on server and browser alike: its definition (`defineIsland`), its kept markup and
 * its root. The wrapper that places one in a page, which only the server renders, is
 * `./island-wrapper.tsx`.
 */
import { type ComponentType, type ReactNode, use } from 'react';
import type { HydrationTrigger } from '../lib/island-contract';
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
 * An island: a widget rendered on the server with the page and hydrated on its own in the browser
 * (docs/decisions/0001-islands-on-a-multi-page-site.md). `name` is its key in
 * `shared/island-registry.ts` and its file in `shared/islands/`.
 */
export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P & IslandComponentProps>;
  /** The photo keys of the own photos the island may show, so its wrapper carries their files. */
  photosOf?: (props: P) => readonly string[];
  /** When the browser hydrates it (`HydrationTrigger` in `shared/lib/island-contract.ts`). */
  hydrateOn: `${HydrationTrigger}`;
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
 * @param Component - the widget; its props must be JSON-serialisable, as they travel in the wrapper's JSON,
 *   and it must not call `useId` (the server renders it inside the page, the browser as a root of its
 *   own, so ids from tree positions would differ): ids come from props
 * @param options.hydrateOn - when the browser hydrates it ({@link HydrationTrigger}); `interaction` unless
 *   it must act before the visitor does
 * @param options.photosOf - the photo keys (`ownPhotoKeys` in `./photo.tsx`) of the own photos the
 *   widget may show, given its props
 * @param options.icons - the icons it may draw only after the visitor acts (none by default)
 * @returns the definition to pass to `Island` (`./island-wrapper.tsx`)
 */
export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P & IslandComponentProps>,
  options: {
    hydrateOn: `${HydrationTrigger}`;
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
 * island's wrapper (`IslandAttribute` in `shared/lib/island-contract.ts`).
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

/**
 * Adds the icons an island may draw only once hydrated (`IslandDefinition.icons`) to the page's icon
 * sheet, so the page carries their symbols. A hook of the server's render (`./island-wrapper.tsx`).
 *
 * @param island - the island's definition
 */
export function useIslandIcons(island: Pick<IslandDefinition<object>, 'icons'>): void {
  const pageIcons = use(PageIconsContext);
  for (const icon of island.icons) pageIcons?.add(icon);
}
