/**
 * Seasonal drops page content: the current limited collection, countdown start, items and upcoming seasons
 * (spec §2 "/seasonal", §3 "Seasonal item" and "Upcoming season", §4 "Seasonal countdown", §9 seasonal prices).
 */
import type { CountdownTime } from '../lib/countdown';
import type { SeasonalItem, UpcomingSeason } from './types';

export type { CountdownTime };

/** The current limited-time collection (spec §2 /seasonal "Holiday Glaze Collection (Winter Wonderland theme)", "Limited Time Only badge"). */
export const seasonalCollection = {
  name: 'Holiday Glaze Collection',
  theme: 'Winter Wonderland',
  description:
    'Peppermint, eggnog and gingerbread, hand-dipped and dusted with a little winter magic. Available for a limited time only, so order before the countdown runs out.',
  badge: 'Limited Time Only',
} as const;

/** Fixed start value of the order-deadline countdown: 15 days, 8 hours, 32 minutes, 45 seconds (spec §4 "Seasonal countdown"). */
export const countdownStart: Readonly<CountdownTime> = { days: 15, hours: 8, minutes: 32, seconds: 45 };

/** The four items of the Holiday Glaze Collection with prices (spec §9 "Seasonal items"). */
export const seasonalItems: SeasonalItem[] = [
  {
    name: 'Peppermint Bark Apple',
    description: 'A crisp apple dipped in dark and white chocolate, then rolled in crushed peppermint candy.',
    price: '$9.99',
    limited: true,
    emoji: '🍎',
    gradient: 'frost',
  },
  {
    name: 'Eggnog Krispie Dreams',
    description: 'Marshmallow krispies spiced with nutmeg and cinnamon, topped with creamy eggnog glaze.',
    price: '$5.99',
    limited: true,
    emoji: '🥛',
    gradient: 'lemon',
  },
  {
    name: 'Gingerbread Pretzel Twist',
    description: 'Pretzel twists dipped in gingerbread-spiced white chocolate with a molasses drizzle.',
    price: '$7.99',
    limited: true,
    emoji: '🥨',
    gradient: 'caramel',
  },
  {
    name: 'Holiday Magic Box',
    description: 'One of each holiday treat in a festive keepsake box, ready to gift.',
    price: '$34.99',
    limited: true,
    emoji: '🎁',
    gradient: 'berry',
  },
];

/** Seasons announced in "What's Coming Soon" with their launch dates (spec §9 "Upcoming"). */
export const upcomingSeasons: UpcomingSeason[] = [
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
