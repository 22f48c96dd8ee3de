import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { createRoutes } from '../shared/routes';

/**
 * Loads the lazy route modules the current URL matches and merges them into their routes, so the router
 * starts initialised and the first render matches the server's HTML (issue 5: lazy routes resolved
 * before `hydrateRoot`).
 */
async function resolveMatchedLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

const routes = createRoutes();
resolveMatchedLazyRoutes(routes).then(() => {
  const router = createBrowserRouter(routes);
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
