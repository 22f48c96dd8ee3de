/**
 * The island's wrapper, which places an island in a page: rendered on the server only, so the island's
 * DOM contract (`shared/lib/island-contract.ts`) is written here and read in the browser by the page
 * script and the island loader, and the browser's island code never imports it.
 */
import { createContext, use } from 'react';
import { IslandAttribute } from '../lib/island-contract';
import { IllustrationsContext } from './illustrations/illustration-image';
import {
  type IslandDefinition,
  IslandRoot,
  KeptMarkup,
  type KeptMarkupRenderer,
  useIslandIcons,
} from './island';
import { PhotoContext, type PhotoLibrary } from './photo';

/** The build's scripts for islands in one page's render: what to load, and what is already asked for. */
export interface IslandScripts {
  /** URL of the island loader (`client/island-loader.tsx`), which finds and hydrates the page's islands. */
  module: string;
  /** Per island name: its chunk and the chunks it imports, to preload. */
  chunks: Readonly<Record<string, readonly string[]>>;
  /** Per island name: the URL of its own chunk, which the console names when its code does not load. */
  ownChunk: Readonly<Record<string, string | undefined>>;
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
 * Places an island: `<div class="island">` with the attributes of the island's DOM contract
 * (`shared/lib/island-contract.ts`: its name, trigger, JSON props...; no box of its
 * own: `display: contents`) around the widget's markup, which
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
  useIslandIcons(island);
  const photos = photosShown(library, island.photosOf?.(props) ?? []);
  const preloads = (scripts?.chunks[island.name] ?? []).filter((chunk) => !scripts?.preloaded.has(chunk));
  for (const chunk of preloads) scripts?.preloaded.add(chunk);
  // Kept markup belongs to the page: it sees the page's whole photo library, not the island's part.
  const keptMarkup: KeptMarkupRenderer = (index, options) => (
    <KeptMarkup>
      <PhotoContext value={library}>{kept?.(index, options) ?? null}</PhotoContext>
    </KeptMarkup>
  );
  const contract = {
    [IslandAttribute.name]: island.name,
    [IslandAttribute.hydrateOn]: island.hydrateOn,
    [IslandAttribute.props]: JSON.stringify(props),
    [IslandAttribute.illustrations]: illustrations,
    [IslandAttribute.photos]: Object.keys(photos).length > 0 ? JSON.stringify(photos) : undefined,
    [IslandAttribute.chunk]: scripts?.ownChunk[island.name],
  };
  return (
    <div className="island" {...contract}>
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
