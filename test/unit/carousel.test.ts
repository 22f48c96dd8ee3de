import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heroItems } from '../../shared/content/home';
import { nextSlide, previousSlide, selectSlide } from '../../shared/lib/carousel';

const count = heroItems.length;

describe('nextSlide', () => {
  it('has four hero items to rotate through', () => {
    expect(count).toBe(4);
  });

  it('advances 0 → 1 → 2 → 3 and wraps from the last slide to the first', () => {
    expect(nextSlide(0, 4)).toBe(1);
    expect(nextSlide(1, 4)).toBe(2);
    expect(nextSlide(2, 4)).toBe(3);
    expect(nextSlide(3, 4)).toBe(0);
  });

  it('returns to the start after four advances', () => {
    let index = 0;
    for (let i = 0; i < 4; i++) index = nextSlide(index, 4);
    expect(index).toBe(0);
  });

  it('stays on 0 with a single slide', () => {
    expect(nextSlide(0, 1)).toBe(0);
  });

  it('returns 0 when there are no slides', () => {
    expect(nextSlide(0, 0)).toBe(0);
    expect(nextSlide(3, 0)).toBe(0);
    expect(nextSlide(0, -1)).toBe(0);
  });

  it('always lands in [0, count) for any integer index', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (current, n) => {
        const next = nextSlide(current, n);
        expect(Number.isInteger(next)).toBe(true);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(n);
      }),
    );
  });
});

describe('previousSlide', () => {
  it('goes back 3 → 2 → 1 → 0 and wraps from the first slide to the last', () => {
    expect(previousSlide(3, 4)).toBe(2);
    expect(previousSlide(2, 4)).toBe(1);
    expect(previousSlide(1, 4)).toBe(0);
    expect(previousSlide(0, 4)).toBe(3);
  });

  it('undoes nextSlide for every slide', () => {
    for (let i = 0; i < 4; i++) expect(previousSlide(nextSlide(i, 4), 4)).toBe(i);
  });

  it('returns 0 when there are no slides', () => {
    expect(previousSlide(0, 0)).toBe(0);
    expect(previousSlide(2, 0)).toBe(0);
  });

  it('always lands in [0, count) for any integer index', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (current, n) => {
        const previous = previousSlide(current, n);
        expect(previous).toBeGreaterThanOrEqual(0);
        expect(previous).toBeLessThan(n);
      }),
    );
  });
});

describe('selectSlide', () => {
  it('accepts every valid index of four slides', () => {
    for (let i = 0; i < 4; i++) expect(selectSlide(i, 4)).toBe(i);
  });

  it('falls back to 0 for a negative index', () => {
    expect(selectSlide(-1, 4)).toBe(0);
  });

  it('falls back to 0 for an index that is too large', () => {
    expect(selectSlide(4, 4)).toBe(0);
    expect(selectSlide(99, 4)).toBe(0);
  });

  it('falls back to 0 for NaN and infinities', () => {
    expect(selectSlide(Number.NaN, 4)).toBe(0);
    expect(selectSlide(Number.POSITIVE_INFINITY, 4)).toBe(0);
    expect(selectSlide(Number.NEGATIVE_INFINITY, 4)).toBe(0);
  });

  it('falls back to 0 for a non-integer index', () => {
    expect(selectSlide(1.5, 4)).toBe(0);
    expect(selectSlide(2.0001, 4)).toBe(0);
  });

  it('returns 0 when there are no slides', () => {
    expect(selectSlide(0, 0)).toBe(0);
    expect(selectSlide(1, 0)).toBe(0);
  });
});
