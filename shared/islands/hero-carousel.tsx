import { HeroCarousel } from '../components/hero-carousel';
import { heroItems, heroRotationMs } from '../content/hero';

/** Island: the home hero carousel with its items and rotation interval from content. */
export default function HeroCarouselIsland() {
  return <HeroCarousel items={heroItems} intervalMs={heroRotationMs} />;
}
