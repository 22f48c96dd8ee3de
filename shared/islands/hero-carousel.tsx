import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { defineIsland } from '../components/island';
import { useHydrated } from '../hooks/use-hydrated';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { nextSlide, selectSlide } from '../lib/carousel';

/** Props of the hero carousel island. */
export interface HeroCarouselProps {
  /** The slides' names, in order, for the dots' labels. */
  names: readonly string[];
  /** Time between advances, in ms. */
  intervalMs: number;
  /** Id of the carousel region (pointer and focus inside it pause the rotation). */
  regionId: string;
  /** Id of the element whose children are the slides. */
  slidesId: string;
}

/**
 * The hero carousel's controls and behaviour (`HeroShowcase` renders the region and its slides): a
 * visible pause/play button (WCAG 2.2.2 "Pause, Stop, Hide") and one named dot per slide, the current
 * one `aria-current`. The slides rotate every `intervalMs` once hydrated, but not while the pointer or
 * keyboard focus is in the region, after the visitor pressed pause, or when they prefer reduced motion.
 * The slide container is `aria-live="off"` while rotating and `polite` otherwise, so rotation never
 * chatters. The slides are server markup; this shows one and hides the others.
 */
function HeroCarousel({ names, intervalMs, regionId, slidesId }: HeroCarouselProps) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const rotating = hydrated && playing && !pointerInside && !focusInside;

  useEffect(() => {
    const region = document.getElementById(regionId);
    if (!region) return;
    const enter = () => setPointerInside(true);
    const leave = () => setPointerInside(false);
    const focusIn = () => setFocusInside(true);
    const focusOut = (event: FocusEvent) => {
      if (!region.contains(event.relatedTarget as Node | null)) setFocusInside(false);
    };
    region.addEventListener('mouseenter', enter);
    region.addEventListener('mouseleave', leave);
    region.addEventListener('focusin', focusIn);
    region.addEventListener('focusout', focusOut);
    return () => {
      region.removeEventListener('mouseenter', enter);
      region.removeEventListener('mouseleave', leave);
      region.removeEventListener('focusin', focusIn);
      region.removeEventListener('focusout', focusOut);
    };
  }, [regionId]);

  useEffect(() => {
    const slides = document.getElementById(slidesId);
    if (!slides) return;
    slides.setAttribute('aria-live', rotating ? 'off' : 'polite');
    [...slides.children].forEach((slide, i) => {
      (slide as HTMLElement).hidden = i !== index;
    });
  }, [slidesId, index, rotating]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextSlide(current, names.length)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, names.length]);

  return (
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
        {names.map((name, i) => (
          <li key={name}>
            <button
              type="button"
              className="hero-carousel__dot"
              aria-controls={slidesId}
              aria-current={i === index ? 'true' : undefined}
              aria-label={`Show slide ${i + 1} of ${names.length}: ${name}`}
              onClick={() => setIndex(selectSlide(i, names.length))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default defineIsland('hero-carousel', HeroCarousel);
