/**
 * Home page content: the hero slides and their rotation, the feature cards, the products previewed and
 * the testimonials (docs/product.md "Home").
 */
import { products } from './catalogue';
import type { FeatureCard, GradientName, HeroItem, Product, Testimonial } from './types';

/** Time between hero slides, in ms. */
export const heroRotationMs = 4000;

/** The four rotating hero slides. */
export const heroItems: readonly HeroItem[] = [
  {
    name: 'Gourmet Candy Apples',
    description: 'Crisp apples hand-dipped in buttery caramel, chocolate or a crackly candy shell.',
    emoji: '🍎',
    gradient: 'caramel',
    illustration: { kind: 'apple', coating: 'chocolate-drizzle' },
  },
  {
    name: 'Chocolate-Dipped Pretzels',
    description: 'Salty, crunchy pretzel rods wrapped in milk, dark or white chocolate.',
    emoji: '🥨',
    gradient: 'cocoa',
    illustration: { kind: 'pretzel', coating: 'milk' },
  },
  {
    name: 'Rice Krispie Treats',
    description: 'Thick, gooey marshmallow squares, dipped in chocolate and dressed in sprinkles.',
    emoji: '🍫',
    gradient: 'rose',
    illustration: { kind: 'krispie', topping: 'sprinkles' },
  },
  {
    name: 'Custom Gift Boxes',
    description: 'Curated boxes of our favorite treats for birthdays, showers, weddings and just because.',
    emoji: '🎁',
    gradient: 'lavender',
    illustration: { kind: 'gift-box', ribbon: 'red', motif: 'hearts' },
  },
];

/** The four home feature cards, in page order. */
export const featureCards: readonly FeatureCard[] = [
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

/** A product shown in the home preview: the catalogue product plus the preview card's own colours. */
export interface PreviewProduct {
  product: Product;
  gradient: GradientName;
  /** Colour of the price. */
  accent: GradientName;
}

/** The catalogue product of that name, so the preview's price, category and illustration never drift. */
function previewOf(name: string, gradient: GradientName, accent: GradientName): PreviewProduct {
  const product = products.find((item) => item.name === name);
  if (!product) throw new Error(`Preview product "${name}" is missing from the catalogue`);
  return { product, gradient, accent };
}

/** The four products in the home shop preview. */
export const previewProducts: readonly PreviewProduct[] = [
  previewOf('Classic Caramel Apple', 'caramel', 'caramel'),
  previewOf('Sprinkle Party Krispie', 'rose', 'berry'),
  previewOf('Milk Chocolate Pretzel', 'sky', 'cocoa'),
  previewOf('Birthday Celebration Box', 'lavender', 'berry'),
];

/** Three customer testimonials, five stars each; names and texts are placeholders. */
export const testimonials: readonly Testimonial[] = [
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
