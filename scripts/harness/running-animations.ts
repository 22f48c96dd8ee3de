/**
 * In the page: whether every CSS transition and animation that will end has ended. What reads the
 * painted page's colours waits for it: mid-transition (180 ms here, `--transition` in
 * styles/abstracts/_tokens.scss), a shop filter link turning from its plain to its current colours has
 * neither's contrast, and axe's colour-contrast check reports it. An endless animation does not count:
 * it never ends. Self-contained, to run in any engine.
 *
 * @returns true when no animation with a finite end is running
 */
export function animationsSettled(): boolean {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .every((animation) => animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY);
}
