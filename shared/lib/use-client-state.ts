import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';

const noopSubscribe = () => () => {};

/**
 * Whether the component runs in a hydrated browser. Returns `false` on the server and during hydration,
 * then `true`, without a hydration mismatch (React re-renders after hydrating with the client snapshot).
 * Lets a widget show controls that only work with JavaScript once they do work.
 *
 * @returns true once hydrated in the browser
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

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

/** Media query of visitors who asked for less motion (WCAG 2.3.3). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Moves keyboard focus to an element when it appears, e.g. the heading of a confirmation that
 * replaces a form (WCAG 2.4.3 "Focus Order": the visitor lands on what changed).
 *
 * @param shown - whether the element is shown; focus moves when this becomes true
 * @returns a ref to put on the element (give it `tabIndex={-1}` if it is not focusable)
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
