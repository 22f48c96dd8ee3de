/**
 * Index of the slide after `current` in a carousel of `count` slides, wrapping from the last to the first

 *
 * @param current - the current zero-based index
 * @param count - the number of slides; a count below 1 returns 0
 * @returns the next zero-based index in [0, count)
 */
export function nextSlide(current: number, count: number): number {
  if (count < 1) return 0;
  return (((current + 1) % count) + count) % count;
}

/**
 * Index of the slide before `current`, wrapping from the first to the last.
 *
 * @param current - the current zero-based index
 * @param count - the number of slides; a count below 1 returns 0
 * @returns the previous zero-based index in [0, count)
 */
export function previousSlide(current: number, count: number): number {
  if (count < 1) return 0;
  return (((current - 1) % count) + count) % count;
}

/**
 * Clamps a requested slide index (for example from a dot) into range.
 *
 * @param requested - any integer; non-integers and NaN give 0
 * @param count - the number of slides
 * @returns `requested` when it is a valid index, otherwise 0
 */
export function selectSlide(requested: number, count: number): number {
  return Number.isInteger(requested) && requested >= 0 && requested < count ? requested : 0;
}
