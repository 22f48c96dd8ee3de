import { useSyncExternalStore } from 'react';

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
