// Publishes React and the router for page and island modules before anything can import them (scripts/build.ts).
import 'virtual:runtime';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { onLeaveServerRenderedPage, preserveServerRenderedPage } from '../shared/components/page-outlet';
import { layoutHydrated } from '../shared/lib/hydration-signal';
import { createRoutes } from '../shared/routes';
import { hydrateIslands } from './islands';
import { delegateLinks, prefetchOnIntent } from './navigation';

type LazyPage = () => Promise<{ Component?: React.ComponentType | null }>;

/**
 * Hydration of the server-rendered page (DESIGN.md, issue 5). The layout (header, drawer) hydrates with
 * the router; the first page's markup is kept as served and only its islands hydrate, so the page's
 * own chunk is not needed until the visitor navigates back to it. The matched page route therefore
 * renders through `React.lazy` instead of the router's `lazy`, which keeps the router initialised
 * without loading it.
 */
const routes = createRoutes();
for (const { route } of matchRoutes(routes, window.location) ?? []) {
  if (typeof route.lazy !== 'function') continue;
  const load = route.lazy as LazyPage;
  const Page = lazy(async () => ({ default: (await load()).Component ?? (() => null) }));
  route.lazy = undefined;
  route.Component = () => (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
  prefetchOnIntent.register(route, load);
}

/** Resolves in a new task, so evaluating the bundle, hydrating the layout and hydrating the islands
 * are separate tasks rather than one long one (shorter main-thread blocking on slow phones). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

preserveServerRenderedPage();
await nextTask();
// react-dom's client (the largest module) is compiled and evaluated in a task of its own; the
// bundle is one file, so esbuild turns this import into a deferred call, not a network request.
const { hydrateRoot } = await import('react-dom/client');
await nextTask();
const router = createBrowserRouter(routes);
// In a transition, hydration renders in time slices that yield to the browser about every 5 ms,
// instead of one blocking task (a default-lane hydration is not time-sliced).
startTransition(() => {
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
delegateLinks(router);
prefetchOnIntent.install(routes);

await nextTask();
const page = document.querySelector('#main > .page');
const islands = page ? hydrateIslands(page, hydrateRoot) : { roots: [], ready: Promise.resolve() };
onLeaveServerRenderedPage(() => {
  // Let React finish removing the old page before its island roots are torn down.
  setTimeout(() => {
    for (const root of islands.roots) root.unmount();
  });
});
await Promise.all([layoutHydrated, islands.ready]);
document.documentElement.dataset.hydrated = 'true';
