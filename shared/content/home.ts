/**
 * Home page content: hero carousel, feature cards, shop preview, testimonials and newsletter copy
 * (spec §2 "Home (/)", §3 entities, §4 hero and newsletter states, §9 constants).
 */
import { newsletterDiscountPercent } from './business';
import { products } from './catalogue';
import type { FeatureCard, GradientName, HeroItem, PreviewProduct, Testimonial } from './types';

/** Hero carousel auto-advance interval in milliseconds (spec §4 "Hero", §9 "Hero rotation 4000 ms"). */
export const heroRotationMs = 4000;

/** The four rotating hero showcase items (spec §2 Home "Hero", §3 "Hero item"). */
export const heroItems: HeroItem[] = [
  {
    name: 'Gourmet Candy Apples',
    description: 'Crisp apples hand-dipped in buttery caramel, chocolate or a crackly candy shell.',
    emoji: '🍎',
    gradient: 'caramel',
  },
  {
    name: 'Chocolate-Dipped Pretzels',
    description: 'Salty, crunchy pretzel rods wrapped in milk, dark or white chocolate.',
    emoji: '🥨',
    gradient: 'cocoa',
  },
  {
    name: 'Rice Krispie Treats',
    description: 'Thick, gooey marshmallow squares, dipped in chocolate and dressed in sprinkles.',
    emoji: '🍫',
    gradient: 'rose',
  },
  {
    name: 'Custom Gift Boxes',
    description: 'Curated boxes of our favorite treats for birthdays, showers, weddings and just because.',
    emoji: '🎁',
    gradient: 'lavender',
  },
];

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

/** Newsletter sign-up and thank-you copy (spec §2 Home "Newsletter", §4 "Newsletter" states, §9 10% offer). */
export const newsletterCopy = {
  heading: 'Join the Sweet List',
  text: `Sign up for sweet news and get ${newsletterDiscountPercent}% off your first order, plus first dibs on new flavors and seasonal drops.`,
  placeholder: 'Enter your email address',
  button: 'Subscribe',
  thankYouHeading: 'Welcome to the Sweet List!',
  thankYouText: `You're all set! Check your email for your ${newsletterDiscountPercent}% off code, and you'll be the first to know about new treats.`,
} as const;
