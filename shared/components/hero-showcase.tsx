import type { HeroItem } from '../content/types';
import heroCarousel from '../islands/hero-carousel';
import { Artwork } from './artwork';
import { Island } from './island';

/** Ids the carousel island needs to find the server-rendered slides. */
const REGION_ID = 'hero-carousel';
const SLIDES_ID = 'hero-carousel-slides';

/**
 * The home hero's rotating showcase, after the WAI-ARIA APG carousel pattern: a labelled region whose
 * slides (artwork, emoji, name and description) are server markup, named "n of N". The first slide
 * shows; the `hero-carousel` island adds the controls' behaviour (rotation, dots, pause) and hides the
 * other slides, so the illustrations never travel as script. Without JavaScript the controls are hidden
 * by CSS (`html:not(.js)`) and the first slide stays.
 *
 * @param props.items - the slides, at least one
 * @param props.intervalMs - time between advances, in ms
 */
export function HeroShowcase({ items, intervalMs }: { items: readonly HeroItem[]; intervalMs: number }) {
  return (
    <section
      id={REGION_ID}
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label="Featured treats"
    >
      <div id={SLIDES_ID} className="hero-carousel__slides" aria-live="polite">
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names slides with role=group.
          <div
            key={item.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            className={`hero-carousel__slide gradient--${item.gradient}`}
            hidden={i !== 0}
          >
            <div className="hero-carousel__art">
              <Artwork spec={item.art} label={`Illustration: ${item.name}`} />
              <span className="hero-carousel__emoji" aria-hidden="true">
                {item.emoji}
              </span>
            </div>
            <p className="hero-carousel__name">{item.name}</p>
            <p className="hero-carousel__description">{item.description}</p>
          </div>
        ))}
      </div>
      <Island
        of={heroCarousel}
        props={{
          names: items.map((item) => item.name),
          intervalMs,
          regionId: REGION_ID,
          slidesId: SLIDES_ID,
        }}
      />
    </section>
  );
}
