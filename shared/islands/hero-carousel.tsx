import { type FocusEvent, useEffect, useState } from 'react';
import { Icon } from '../components/icon';
import { Illustration } from '../components/illustrations/illustration';
import { defineIsland } from '../components/island';
import { ownPhotoKeys, SlotPhoto, useShownPhoto } from '../components/photo';
import { HERO_SLIDE_SLOT } from '../components/photo-slots';
import type { HeroItem, Photo } from '../content/types';
import { useHydrated } from '../hooks/use-hydrated';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { nextSlide, selectSlide } from '../lib/carousel';

/** Props of the hero carousel island. */
export interface HeroCarouselProps {
  /** The slides, at least one: illustration, emoji, name and description. */
  slides: readonly HeroItem[];
  /** Time between advances, in ms. */
  intervalMs: number;
}

/**
 * A slide's photo in its circle, over the illustration, when it has one; the first slide's is the page's
 * largest paint.
 */
function SlidePhoto({ photo, priority }: { photo: Photo | undefined; priority: boolean }) {
  const shown = useShownPhoto(photo, HERO_SLIDE_SLOT.aspect);
  if (!shown) return null;
  return (
    <SlotPhoto photo={shown} slot={HERO_SLIDE_SLOT} priority={priority} className="hero-carousel__photo" />
  );
}

/** Id of the slide container, which the dots control. */
const SLIDES_ID = 'hero-carousel-slides';

/**
 * The home hero's rotating showcase, after the WAI-ARIA APG carousel pattern: a labelled region whose
 * slides (illustration, emoji, name and description) are named "n of N", a visible pause/play button
 * (WCAG 2.2.2 "Pause, Stop, Hide") and one named dot per slide, the current one `aria-current`. The
 * first slide shows until hydration; then the slides rotate every `intervalMs`, but not while the
 * pointer or keyboard focus is in the region, after the visitor pressed pause, or when they prefer
 * reduced motion. The slide container is `aria-live="off"` while rotating and `polite` otherwise, so
 * rotation never chatters. Without JavaScript the controls are hidden by CSS (`html:not(.js)`) and
 * the first slide stays. The island renders all of it, and changes nothing outside itself.
 */
function HeroCarousel({ slides, intervalMs }: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const rotating = hydrated && playing && !pointerInside && !focusInside;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextSlide(current, slides.length)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, slides.length]);

  /** Focus leaving the region, not moving inside it, resumes the rotation. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
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
      <div id={SLIDES_ID} className="hero-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names slides with role=group.
          <div
            key={slide.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            className={`hero-carousel__slide gradient--${slide.gradient}`}
            hidden={i !== index}
          >
            <div className="hero-carousel__art">
              <Illustration
                spec={slide.illustration}
                label={`Illustration: ${slide.name}`}
                loading={i === 0 ? 'priority' : 'lazy'}
              />
              <SlidePhoto photo={slide.photo} priority={i === 0} />
              <span className="hero-carousel__emoji" aria-hidden="true">
                {slide.emoji}
              </span>
            </div>
            <p className="hero-carousel__name">{slide.name}</p>
            <p className="hero-carousel__description">{slide.description}</p>
          </div>
        ))}
      </div>
      <div className="hero-carousel__controls">
        <button
          type="button"
          className="hero-carousel__toggle"
          onClick={() => setChoice(playing ? 'pause' : 'play')}
        >
          <Icon name={playing ? 'pause' : 'play'} size={18} />
          <span className="visually-hidden">{playing ? 'Pause slideshow' : 'Play slideshow'}</span>
        </button>
        <ul className="hero-carousel__dots">
          {slides.map((slide, i) => (
            <li key={slide.name}>
              <button
                type="button"
                className="hero-carousel__dot"
                aria-controls={SLIDES_ID}
                aria-current={i === index ? 'true' : undefined}
                aria-label={`Show slide ${i + 1} of ${slides.length}: ${slide.name}`}
                onClick={() => setIndex(selectSlide(i, slides.length))}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default defineIsland('hero-carousel', HeroCarousel, {
  // It rotates on its own every few seconds, so it hydrates as soon as it is on screen and idle.
  hydrateOn: 'visible',
  // The button shows pause while the slides rotate, and play once the visitor has paused them.
  icons: ['pause', 'play'],
  photosOf: ({ slides }) =>
    ownPhotoKeys(
      slides.map((slide) => slide.photo),
      HERO_SLIDE_SLOT.aspect,
    ),
});
