import { useSyncExternalStore } from 'react';

/** Media query of visitors who asked for less motion (WCAG 2.3.3). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Tracks a CSS media query such as `(prefers-reduced-motion: reduce)`. False on the server and during
 * hydration, then the live value, updated when the visitor changes the setting.
 *
 * @param query - a media query string
 * @returns whether the query matches now
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
