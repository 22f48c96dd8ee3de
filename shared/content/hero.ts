/**
 * Home hero carousel content (spec §2 Home "Hero", §3 "Hero item", §9 rotation). Kept apart from
 * home.ts so the hero island's chunk carries only these items.
 */
import type { HeroItem } from './types';

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
