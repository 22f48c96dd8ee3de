import { type RefObject, useEffect, useRef } from 'react';

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
