import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Island } from '../../shared/components/island-wrapper';
import { heroItems, heroRotationMs } from '../../shared/content/home';
import { REDUCED_MOTION_QUERY } from '../../shared/hooks/use-media-query';
import heroCarousel from '../../shared/islands/hero-carousel';

/** Renders the home hero's carousel island with the home content, as the home page places it. */
function renderHero() {
  return render(<Island of={heroCarousel} props={{ slides: heroItems, intervalMs: heroRotationMs }} />);
}

/** Number of slides, and the label of slide `n`. */
const N = heroItems.length;
const slide = (n: number) => `${n} of ${N}`;

/** The `n of N` label of the one slide that is not hidden. */
function visibleSlide(): string {
  const slides = Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
  const visible = slides.filter((slide) => !slide.hidden);
  expect(visible).toHaveLength(1);
  return visible[0]?.getAttribute('aria-label') ?? '';
}

function dot(n: number) {
  return screen.getByRole('button', { name: `Show slide ${n} of ${N}: ${heroItems[n - 1]?.name}` });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Makes `window.matchMedia` report the visitor's reduced-motion preference. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === REDUCED_MOTION_QUERY,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HeroCarousel', () => {
  it('shows slide 1 first, with the first item name', () => {
    renderHero();
    expect(visibleSlide()).toBe(slide(1));
    expect(screen.getByText(heroItems[0]?.name ?? '')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Featured treats' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
  });

  it('does not advance before the rotation interval has passed', () => {
    renderHero();
    advance(heroRotationMs - 1);
    expect(visibleSlide()).toBe(slide(1));
  });

  it('shows slide 2 after one rotation interval', () => {
    renderHero();
    advance(heroRotationMs);
    expect(visibleSlide()).toBe(slide(2));
  });

  it('cycles through every slide and wraps back to the first', () => {
    renderHero();
    const seen = [visibleSlide()];
    for (let i = 0; i < N; i++) {
      advance(heroRotationMs);
      seen.push(visibleSlide());
    }
    expect(seen).toEqual([...heroItems.map((_, i) => slide(i + 1)), slide(1)]);
  });

  it('keeps the slide region quiet (aria-live off) while rotating', () => {
    renderHero();
    expect(document.querySelector('.hero-carousel__slides')).toHaveAttribute('aria-live', 'off');
  });

  it('shows every slide with its illustration and emoji in the markup, only the first visible', () => {
    renderHero();
    const slides = document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(N);
    slides.forEach((element, i) => {
      expect(element.querySelector('img.illustration')).toHaveAttribute(
        'alt',
        expect.stringContaining(heroItems[i]?.name ?? ''),
      );
      expect(element).toHaveTextContent(heroItems[i]?.emoji ?? '');
    });
  });

  it('renders one named dot per slide with aria-current on the current one', () => {
    renderHero();
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(N);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    for (const n of [2, 3]) expect(dot(n)).not.toHaveAttribute('aria-current');
  });

  it('selects a slide directly when its dot is clicked and marks that dot current', () => {
    renderHero();
    fireEvent.click(dot(3));
    expect(visibleSlide()).toBe(slide(3));
    expect(screen.getByText(heroItems[2]?.name ?? '')).toBeVisible();
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
  });

  it('moves aria-current along with the automatic rotation', () => {
    renderHero();
    advance(heroRotationMs);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
  });

  it('stops advancing when paused and toggles the button label between Pause and Play', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    advance(5 * heroRotationMs);
    expect(visibleSlide()).toBe(slide(1));
    expect(document.querySelector('.hero-carousel__slides')).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    advance(heroRotationMs);
    expect(visibleSlide()).toBe(slide(2));
  });

  it('still lets a dot select a slide while paused', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.click(dot(4));
    expect(visibleSlide()).toBe(slide(4));
    advance(3 * heroRotationMs);
    expect(visibleSlide()).toBe(slide(4));
  });

  it('pauses while the pointer hovers it and resumes when the pointer leaves', () => {
    renderHero();
    const region = screen.getByRole('region', { name: 'Featured treats' });
    fireEvent.mouseEnter(region);
    advance(3 * heroRotationMs);
    expect(visibleSlide()).toBe(slide(1));
    fireEvent.mouseLeave(region);
    advance(heroRotationMs);
    expect(visibleSlide()).toBe(slide(2));
  });

  it('pauses while keyboard focus is inside it', () => {
    renderHero();
    act(() => {
      dot(2).focus();
    });
    advance(3 * heroRotationMs);
    expect(visibleSlide()).toBe(slide(1));
  });

  it('does not advance when the visitor prefers reduced motion, and offers Play instead', () => {
    stubReducedMotion(true);
    renderHero();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(5 * heroRotationMs);
    expect(visibleSlide()).toBe(slide(1));
  });

  it('rotates under reduced motion only after the visitor presses Play', () => {
    stubReducedMotion(true);
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(heroRotationMs);
    expect(visibleSlide()).toBe(slide(2));
  });

  it('rotates normally when matchMedia reports no reduced-motion preference', () => {
    stubReducedMotion(false);
    renderHero();
    advance(heroRotationMs);
    expect(visibleSlide()).toBe(slide(2));
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = renderHero();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
