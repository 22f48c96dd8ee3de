export { HeroCarousel as default } from '../components/hero-carousel';
