/**
 * What an illustration shows: the product family to draw and its variant, as content states it.
 * `Illustration` (`shared/components/illustrations/illustration.tsx`) turns one of these into a 120 × 120 picture.
 */

/** Coating of a candy apple: golden caramel, caramel with chocolate drizzle, cherry candy, or dark + white bark. */
export type AppleCoating = 'caramel' | 'chocolate-drizzle' | 'candy' | 'peppermint-bark';

/** Topping of a rice krispie treat: plain golden, half-dipped, white chocolate with sprinkles, or eggnog glaze. */
export type KrispieTopping = 'classic' | 'chocolate-dipped' | 'sprinkles' | 'eggnog';

/** Chocolate a pretzel is dipped in: milk, dark (salted), white (pastel drizzle) or gingerbread (molasses). */
export type PretzelCoating = 'milk' | 'dark' | 'white' | 'gingerbread';

/** Pretzel shape: a bundle of dipped rods (default) or a single knotted twist. */
export type PretzelShape = 'rods' | 'twist';

/** Small picture on a gift box's front label, one per occasion. */
export type GiftMotif = 'confetti' | 'rattle' | 'hearts' | 'flower' | 'rings' | 'snowflake';

/** Colour of a gift box's ribbon and bow. */
export type RibbonColor = 'red' | 'pink' | 'blue' | 'gold' | 'ivory' | 'green' | 'lavender';

/** Options of a candy-apple illustration. */
export type AppleSpec = { kind: 'apple'; coating: AppleCoating };

/** Options of a rice-krispie-treat illustration. */
export type KrispieSpec = { kind: 'krispie'; topping: KrispieTopping };

/** Options of a pretzel illustration; `shape` defaults to `'rods'`. */
export type PretzelSpec = { kind: 'pretzel'; coating: PretzelCoating; shape?: PretzelShape };

/** Options of a gift-box illustration. */
export type GiftBoxSpec = { kind: 'gift-box'; ribbon: RibbonColor; motif: GiftMotif };

/** What to draw: one product family (`kind`) and that family's options. */
export type IllustrationSpec = AppleSpec | KrispieSpec | PretzelSpec | GiftBoxSpec;

/** Size of an event dessert table: how much is on it. */
export type DessertTableSize = 'starter' | 'celebration' | 'ultimate';
