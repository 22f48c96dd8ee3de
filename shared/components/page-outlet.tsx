import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

const EMPTY_HTML = { __html: '' };
let preserveFirstPage = false;
const leaveListeners = new Set<() => void>();

/**
 * Called by the client entry before `hydrateRoot`: the first page's content stays the server's HTML
 * (its islands hydrate on their own), so the page's code is not needed to hydrate (issue 5 budget).
 */
export function preserveServerRenderedPage(): void {
  preserveFirstPage = true;
}

/**
 * Registers a callback run once when the visitor first navigates away from the server-rendered page
 * (the entry unmounts that page's island roots).
 *
 * @param listener - called once
 */
export function onLeaveServerRenderedPage(listener: () => void): void {
  leaveListeners.add(listener);
}

/**
 * Where the matched page renders, inside `<main>`. On the server, and in the browser after the first
 * navigation, it renders the route's `<Outlet>`. While the browser still shows the first, server-rendered
 * page, it renders the same wrapper with `dangerouslySetInnerHTML` and `suppressHydrationWarning`, which
 * keeps the server's markup untouched: hydration then needs only the layout and the page's islands.
 * Navigation is a React transition, so the old page stays visible until the next one is ready.
 */
export function PageOutlet() {
  const { key } = useLocation();
  const [initialKey] = useState(key);
  const [preserving, setPreserving] = useState(preserveFirstPage);
  if (preserving && key !== initialKey) setPreserving(false);

  useEffect(() => {
    if (preserving) return;
    preserveFirstPage = false;
    for (const listener of leaveListeners) listener();
    leaveListeners.clear();
  }, [preserving]);

  return preserving ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; it keeps the server's markup untouched.
    <div className="page" dangerouslySetInnerHTML={EMPTY_HTML} suppressHydrationWarning />
  ) : (
    <div className="page">
      <Outlet />
    </div>
  );
}
