import { Pause, Play } from 'lucide-react';
import { type FocusEvent, useEffect, useState } from 'react';
import type { HeroItem } from '../content/types';
import { nextSlide, selectSlide } from '../lib/carousel';
import { REDUCED_MOTION_QUERY, useHydrated, useMediaQuery } from '../lib/use-client-state';

/**
 * Rotating showcase of the hero items (spec §4 "Hero"), after the WAI-ARIA APG carousel pattern:
 * a labelled region, slides announced as "n of N", named dots with the current one marked
 * `aria-current`, and a visible pause/play button (WCAG 2.2.2 "Pause, Stop, Hide").
 * Advances every `intervalMs` only after hydration, and not while the pointer or keyboard focus is
 * inside, after the visitor pressed pause, or when they prefer reduced motion. The slide region is
 * `aria-live="off"` while rotating and `polite` otherwise, so rotation never chatters.
 * Controls render only once hydrated, since they need JavaScript; without it the first item shows.
 *
 * @param props.items - the slides (at least one)
 * @param props.intervalMs - time between advances in ms (spec §9: 4000)
 */
export function HeroCarousel({ items, intervalMs }: { items: readonly HeroItem[]; intervalMs: number }) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // A fixed id, not useId: the carousel hydrates as an island whose tree differs from the server's.
  const slidesId = 'hero-carousel-slides';

  const playing = choice ? choice === 'play' : !reducedMotion;
  const rotating = hydrated && playing && !pointerInside && !focusInside;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextSlide(current, items.length)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, items.length]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label="Featured treats"
      onMouseEnter={() => setPointerInside(true)}
      onMouseLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      <div id={slidesId} className="hero-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names slides with role=group.
          <div
            key={item.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            className={`hero-carousel__slide gradient--${item.gradient}${i === index ? ' hero-carousel__slide--active' : ''}`}
            hidden={i !== index}
          >
            <span className="hero-carousel__emoji" aria-hidden="true">
              {item.emoji}
            </span>
            <p className="hero-carousel__name">{item.name}</p>
            <p className="hero-carousel__description">{item.description}</p>
          </div>
        ))}
      </div>
      {hydrated && (
        <div className="hero-carousel__controls">
          <button
            type="button"
            className="hero-carousel__toggle"
            onClick={() => setChoice(playing ? 'pause' : 'play')}
          >
            {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
            <span className="visually-hidden">{playing ? 'Pause slideshow' : 'Play slideshow'}</span>
          </button>
          <ul className="hero-carousel__dots">
            {items.map((item, i) => (
              <li key={item.name}>
                <button
                  type="button"
                  className={`hero-carousel__dot${i === index ? ' hero-carousel__dot--active' : ''}`}
                  aria-controls={slidesId}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={`Show slide ${i + 1} of ${items.length}: ${item.name}`}
                  onClick={() => setIndex(selectSlide(i, items.length))}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
