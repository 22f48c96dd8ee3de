/**
 * The one place the lab calls the server's page renderer in its own process (`createPageRenderer` of
 * server/render.tsx), for the render time per page of `npm run bench`. When the renderer's API changes,
 * this file is what to adapt. The type imports tie it to this checkout's API, so `tsc` reports a change.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import type * as ManifestModule from '../../server/asset-manifest';
import type * as RenderModule from '../../server/render';
import type * as RoutesModule from '../../shared/routes';
import type { BuiltCheckout } from './checkouts';

/** Renders one page in this process; resolves once its whole HTML document is ready. */
export type RenderPage = (pathAndQuery: string) => Promise<unknown>;

/**
 * The page renderer of a built checkout, loaded from that checkout's own sources (through tsx), so an
 * earlier commit's renderer runs beside this one's. It renders `/` once before it is handed out.
 *
 * @param checkout - its folder and build folder (the manifest is read from the build)
 * @returns a function that renders a path and query, e.g. `/shop?category=pretzels`
 * @throws Error when the checkout's modules are not where this checkout keeps them, its renderer's API
 *   differs (an earlier layout), or it cannot render `/`; the caller prints the figure as unavailable
 */
export async function loadPageRenderer(checkout: BuiltCheckout): Promise<RenderPage> {
  // One tsx namespace per checkout, compiled with that checkout's tsconfig (its JSX settings): its
  // modules share one module graph, apart from this checkout's.
  const namespace = register({
    namespace: `bench-${checkout.root}`,
    tsconfig: path.join(checkout.root, 'tsconfig.json'),
  });
  const load = <T>(file: string): Promise<T> =>
    namespace.import(pathToFileURL(path.join(checkout.root, file)).href, import.meta.url);
  const { readManifest } = await load<typeof ManifestModule>('server/asset-manifest.ts');
  const { createPageRenderer } = await load<typeof RenderModule>('server/render.tsx');
  const { createRoutes } = await load<typeof RoutesModule>('shared/routes.tsx');
  const manifest = readManifest(checkout.distDir);
  const renderer = createPageRenderer({
    routes: createRoutes(),
    manifest: () => manifest,
    siteUrl: 'https://www.example.com',
  });
  if (typeof renderer?.render !== 'function') throw new Error('its createPageRenderer returns no render()');
  const { status } = await renderer.render('/');
  if (status !== 200) throw new Error(`its renderer answers / with ${status}`);
  return (pathAndQuery) => renderer.render(pathAndQuery);
}
