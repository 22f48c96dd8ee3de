/**
 * Cross-document view transitions are the stylesheet's (`@view-transition { navigation: auto }`); no
 * script of ours starts one. WebKit skips the transition of a page shown by Back or Forward and rejects
 * its promises, which nothing awaits: an unhandled rejection on every Back in Safari, noise in any error
 * report. A skipped transition only means no cross-fade, so its promises are marked as handled here.
 *
 * @param win - the window; its `pageswap` and `pagereveal` events (where the browser has them) carry the
 *   transition of the page going and of the page shown
 */
export function settleSkippedViewTransitions(win: Window): void {
  const settle = (event: Event) => {
    const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
    if (!transition) return;
    for (const promise of [transition.ready, transition.finished, transition.updateCallbackDone])
      promise.catch(() => undefined);
  };
  win.addEventListener('pageswap', settle);
  win.addEventListener('pagereveal', settle);
}
