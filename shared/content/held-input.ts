/**
 * What a visitor is told when a button or form of an interactive widget could not do its work because
 * the widget's code did not load (docs/product.md "Audience": every page usable without JavaScript).
 * `client/pending-input.ts` shows it next to the control.
 */

/** The message and its reload button. */
export const heldInputCopy = {
  notDone: 'Sorry, that could not be done: part of this page did not load.',
  reload: 'Reload the page',
} as const;
