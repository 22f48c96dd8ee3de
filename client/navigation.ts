import { matchRoutes, type RouteObject } from 'react-router-dom';

type Router = { navigate: (to: string, options?: { preventScrollReset?: boolean }) => unknown };

/**
 * Client-side navigation for plain links in server-kept markup (the first page and the footer are not
 * re-rendered by React, so their links are ordinary `<a>`s). A left click without modifier keys on a
 * same-origin link that nothing else handled becomes `router.navigate`, like React Router's `<Link>`.
 * `data-keep-scroll` on a link keeps the scroll position (the shop filter).
 *
 * @param router - the browser router
 */
export function delegateLinks(router: Router): void {
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/assets/')) return;
    // A link to a fragment of this same page (the skip link) is the browser's job: it moves focus.
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search)
      return;
    event.preventDefault();
    router.navigate(url.pathname + url.search + url.hash, {
      preventScrollReset: anchor.hasAttribute('data-keep-scroll'),
    });
  });
}

const loaders = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * Starts loading a page's chunk as soon as the visitor shows intent (pointer over, focus or touch on a
 * link to it), so the navigation that follows renders at once.
 */
export const prefetchOnIntent = {
  /** Remembers how to load a route whose `lazy` was taken over by the entry. */
  register(route: RouteObject, load: () => Promise<unknown>): void {
    loaders.set(route, load);
  },
  /** Listens for intent on links anywhere in the document. */
  install(routes: RouteObject[]): void {
    const started = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || started.has(url.pathname)) return;
      started.add(url.pathname);
      for (const { route } of matchRoutes(routes, url.pathname) ?? []) {
        const load = loaders.get(route) ?? (typeof route.lazy === 'function' ? route.lazy : undefined);
        load?.().catch(() => started.delete(url.pathname));
      }
    };
    for (const type of ['pointerover', 'focusin', 'touchstart']) {
      document.addEventListener(type, onIntent, { passive: true, capture: true });
    }
  },
};
