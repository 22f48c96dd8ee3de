/**
 * Seasonal drops: the current limited collection, the start of its order countdown, its items and the
 * seasons coming next (docs/product.md "Seasonal drops").
 */
import type { CountdownTime, SeasonalItem, UpcomingSeason } from './types';

export type { CountdownTime };

/** The current limited-time collection. */
export const seasonalCollection = {
  name: 'Holiday Glaze Collection',
  theme: 'Winter Wonderland',
  description:
    'Peppermint, eggnog and gingerbread, hand-dipped and dusted with a little winter magic. Available for a limited time only, so order before the countdown runs out.',
  badge: 'Limited Time Only',
} as const;

/**
 * Where the order-deadline countdown starts on every visit. A fixed value, not a date: the countdown is
 * a display of urgency, not tied to a real deadline (docs/product.md "Seasonal drops").
 */
export const countdownStart: Readonly<CountdownTime> = { days: 15, hours: 8, minutes: 32, seconds: 45 };

/** The four items of the collection. */
export const seasonalItems: readonly SeasonalItem[] = [
  {
    name: 'Peppermint Bark Apple',
    description: 'A crisp apple dipped in dark and white chocolate, then rolled in crushed peppermint candy.',
    price: 9.99,
    limited: true,
    gradient: 'frost',
    illustration: { kind: 'apple', coating: 'peppermint-bark' },
  },
  {
    name: 'Eggnog Krispie Dreams',
    description: 'Marshmallow krispies spiced with nutmeg and cinnamon, topped with creamy eggnog glaze.',
    price: 5.99,
    limited: true,
    gradient: 'lemon',
    illustration: { kind: 'krispie', topping: 'eggnog' },
  },
  {
    name: 'Gingerbread Pretzel Twist',
    description: 'Pretzel twists dipped in gingerbread-spiced white chocolate with a molasses drizzle.',
    price: 7.99,
    limited: true,
    gradient: 'caramel',
    illustration: { kind: 'pretzel', coating: 'gingerbread', shape: 'twist' },
  },
  {
    name: 'Holiday Magic Box',
    description: 'One of each holiday treat in a festive keepsake box, ready to gift.',
    price: 34.99,
    limited: true,
    gradient: 'berry',
    illustration: { kind: 'gift-box', ribbon: 'green', motif: 'snowflake' },
  },
];

/** Seasons announced in "What's Coming Soon", with their launch dates. */
export const upcomingSeasons: readonly UpcomingSeason[] = [
  {
    season: "Valentine's Day Collection",
    preview: 'Chocolate-dipped strawberry apples, heart-shaped krispies and pink pretzel bouquets.',
    date: 'Feb 1',
    teaser: 'Sweet treats for your sweetheart.',
  },
  {
    season: 'Spring Fling',
    preview: 'Pastel candy apples, lemon krispies and floral-drizzled white chocolate pretzels.',
    date: 'Mar 15',
    teaser: 'Fresh flavors for a fresh season.',
  },
  {
    season: 'Back to School',
    preview: 'Crayon-bright krispies, apple-for-the-teacher gifts and lunchbox-sized pretzel packs.',
    date: 'Aug 1',
    teaser: 'Make the first day a little sweeter.',
  },
];
