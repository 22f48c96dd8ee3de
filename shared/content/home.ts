/**
 * Home page content: hero carousel, feature cards, shop preview, testimonials and newsletter copy
 * (spec §2 "Home (/)", §3 entities, §4 hero and newsletter states, §9 constants).
 */
import { products } from './catalogue';
import type { FeatureCard, GradientName, PreviewProduct, Testimonial } from './types';

export { heroItems, heroRotationMs } from './hero';
export { newsletterCopy } from './newsletter';

/** The four home feature cards, in page order (spec §2 Home "four feature cards", §3 "Feature card"). */
export const featureCards: FeatureCard[] = [
  {
    title: 'Locally Sourced',
    description: 'We buy apples, butter and cream from Georgia farms and makers whenever we can.',
    gradient: 'mint',
    icon: 'leaf',
  },
  {
    title: 'Lovingly Dipped',
    description: 'Every apple, pretzel and krispie is dipped and decorated by hand, one at a time.',
    gradient: 'rose',
    icon: 'heart',
  },
  {
    title: 'Custom Creations',
    description: 'Your colors, your theme, your message. Custom orders are always welcome.',
    gradient: 'lavender',
    icon: 'sparkles',
  },
  {
    title: 'Fresh Daily',
    description: 'Treats are made fresh daily and to order, never pulled from a warehouse shelf.',
    gradient: 'lemon',
    icon: 'clock',
  },
];

/** Builds a preview card from the catalogue product of the same name so price, category and image never drift. */
function previewOf(name: string, gradient: GradientName, accent: GradientName): PreviewProduct {
  const product = products.find((item) => item.name === name);
  if (!product) {
    throw new Error(`Preview product "${name}" is missing from the catalogue`);
  }
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    gradient,
    accent,
    image: product.image,
  };
}

/** The four products in the home shop preview (spec §2 Home "Shop preview", §3 "Preview product"). */
export const previewProducts: PreviewProduct[] = [
  previewOf('Classic Caramel Apple', 'caramel', 'caramel'),
  previewOf('Sprinkle Party Krispie', 'rose', 'berry'),
  previewOf('Milk Chocolate Pretzel', 'sky', 'cocoa'),
  previewOf('Birthday Celebration Box', 'lavender', 'berry'),
];

/** Three customer testimonials, five stars each, placeholder names and texts (spec §2 Home "Testimonials", §3 "Testimonial"). */
export const testimonials: Testimonial[] = [
  {
    name: 'Alicia M.',
    text: 'Our guests could not stop talking about the caramel apples at our reception. The team matched our ivory and gold colors perfectly, and every single one was gone before the cake was cut.',
    rating: 5,
    occasion: 'Wedding',
  },
  {
    name: 'Terrence B.',
    text: "I ordered sprinkle krispies and candy apples for my daughter's seventh birthday and the kids went wild. Pickup was easy, everything was fresh, and the treats looked even better than the photos.",
    rating: 5,
    occasion: 'Birthday Party',
  },
  {
    name: 'Renee O.',
    text: 'We sent branded pretzel boxes to our clients for the holidays and the thank-you emails kept rolling in. Ordering in bulk was painless and every box arrived beautifully packed.',
    rating: 5,
    occasion: 'Corporate Event',
  },
];
