/**
 * The shop catalogue: the four categories and the 14 products with price, sizes, allergens, storage,
 * ingredients, illustration and (only where verified) a photo (docs/product.md "Catalogue").
 */
import type { Category, Photo, Product, StorageRule } from './types';

/** Origin of the stock-photo host; the Content-Security-Policy allows images from it. */
export const PHOTO_HOST = 'https://images.unsplash.com';

/**
 * A photo on the stock-photo host. Use only an id verified to show the product
 * (docs/decisions/0006-photos-and-illustrations.md); every product shows its illustration otherwise.
 */
function stockPhoto(id: string, alt: string): Photo {
  return { src: `${PHOTO_HOST}/photo-${id}?auto=format&fit=crop&w=640&q=75`, alt };
}

/** Catalogue categories in filter-button order. */
export const categories: Category[] = [
  { slug: 'candy-apples', name: 'Candy Apples' },
  { slug: 'pretzels', name: 'Pretzels' },
  { slug: 'rice-krispie-treats', name: 'Rice Krispie Treats' },
  { slug: 'gift-boxes', name: 'Gift Boxes' },
];

/** Label of the filter button that shows every product. */
export const allCategoryLabel = 'All';

/** The shop page's title and lead. */
export const shopIntro = {
  title: 'Our Sweet Shop',
  lead: 'Every treat is handmade in small batches with locally sourced ingredients. Pick a category, choose a size, and see exactly what goes into each one.',
} as const;

const appleSizes = ['Single', 'Box of 6', 'Dozen'];
const krispieSizes = ['Single', 'Box of 8', 'Party Pack'];
const pretzelSizes = ['Single', 'Box of 4', 'Bulk Pack'];
const giftBoxSizes = ['Standard Box'];

const giftBoxAllergens = 'Contains: Dairy, Gluten';

/** How long each kind of treat keeps, and where; the delivery FAQ lists them too. */
export const storageRules = {
  caramelApples: { group: 'Caramel apples', place: 'refrigerator', days: 5 },
  candyApples: { group: 'Candy coated apples', place: 'cool-dry', days: 3 },
  classicKrispies: { group: 'Classic rice krispie treats', place: 'airtight', days: 7 },
  dippedKrispies: { group: 'Dipped and topped krispie treats', place: 'airtight', days: 5 },
  pretzels: { group: 'Chocolate pretzels', place: 'cool-dry', days: 3 },
  giftBoxes: { group: 'Gift boxes', place: 'care-card' },
} as const satisfies Record<string, StorageRule>;

/** The 14 catalogue products, ids 1-14. */
export const products: Product[] = [
  {
    id: 1,
    name: 'Classic Caramel Apple',
    categoryName: 'Candy Apples',
    description:
      'A crisp Granny Smith apple hand-dipped in our slow-cooked buttery caramel. Sweet, tart and gloriously chewy in every bite.',
    price: 8.99,
    allergens: 'Contains: Dairy',
    storage: storageRules.caramelApples,
    ingredients: 'Granny Smith apple, cane sugar, butter, heavy cream, corn syrup, vanilla, sea salt',
    sizes: [...appleSizes],
    gradient: 'caramel',
    illustration: { kind: 'apple', coating: 'caramel' },
  },
  {
    id: 2,
    name: 'Chocolate Drizzle Apple',
    categoryName: 'Candy Apples',
    description:
      'Our classic caramel apple finished with ribbons of milk and dark chocolate. A little extra for the chocolate lovers.',
    price: 9.99,
    allergens: 'Contains: Dairy',
    storage: storageRules.caramelApples,
    ingredients:
      'Granny Smith apple, cane sugar, butter, heavy cream, corn syrup, milk chocolate, dark chocolate, vanilla, sea salt',
    sizes: [...appleSizes],
    gradient: 'cocoa',
    illustration: { kind: 'apple', coating: 'chocolate-drizzle' },
  },
  {
    id: 3,
    name: 'Candy Coated Apple',
    categoryName: 'Candy Apples',
    description:
      'A fair-day favorite: a juicy apple wrapped in a shiny, crackly cinnamon-red candy shell. Bright, crunchy and nostalgic.',
    price: 7.99,
    allergens: 'None',
    storage: storageRules.candyApples,
    ingredients: 'Red Delicious apple, cane sugar, water, corn syrup, cinnamon oil, food-safe red coloring',
    sizes: [...appleSizes],
    gradient: 'berry',
    illustration: { kind: 'apple', coating: 'candy' },
  },
  {
    id: 4,
    name: 'Classic Rice Krispie',
    categoryName: 'Rice Krispie Treats',
    description:
      'Thick, gooey squares of toasted rice cereal folded into browned butter and marshmallow. Simple, soft and hard to share.',
    price: 3.99,
    allergens: 'Contains: Dairy, Gluten',
    storage: storageRules.classicKrispies,
    ingredients: 'Crisp rice cereal (rice, sugar, malt flavoring), marshmallows, butter, vanilla, sea salt',
    sizes: [...krispieSizes],
    gradient: 'lemon',
    illustration: { kind: 'krispie', topping: 'classic' },
  },
  {
    id: 5,
    name: 'Chocolate Dipped Krispie',
    categoryName: 'Rice Krispie Treats',
    description:
      'Our classic marshmallow krispie dipped halfway in smooth milk chocolate. Crispy, chewy and a little bit fancy.',
    price: 4.99,
    allergens: 'Contains: Dairy, Gluten',
    storage: storageRules.dippedKrispies,
    ingredients:
      'Crisp rice cereal (rice, sugar, malt flavoring), marshmallows, butter, milk chocolate, vanilla, sea salt',
    sizes: [...krispieSizes],
    gradient: 'peach',
    illustration: { kind: 'krispie', topping: 'chocolate-dipped' },
  },
  {
    id: 6,
    name: 'Sprinkle Party Krispie',
    categoryName: 'Rice Krispie Treats',
    description:
      'A marshmallow krispie topped with white chocolate and a shower of rainbow sprinkles. Birthday-party energy in every square.',
    price: 4.99,
    allergens: 'Contains: Dairy, Gluten',
    storage: storageRules.dippedKrispies,
    ingredients:
      'Crisp rice cereal (rice, sugar, malt flavoring), marshmallows, butter, white chocolate, rainbow sprinkles, vanilla',
    sizes: [...krispieSizes],
    gradient: 'rose',
    illustration: { kind: 'krispie', topping: 'sprinkles' },
  },
  {
    id: 7,
    name: 'Milk Chocolate Pretzel',
    categoryName: 'Pretzels',
    description:
      'Crunchy salted pretzel rods dipped in creamy milk chocolate. The sweet-and-salty snack that disappears first.',
    price: 6.99,
    allergens: 'Contains: Dairy, Gluten',
    storage: storageRules.pretzels,
    ingredients: 'Pretzel rods (wheat flour, salt, yeast, malt), milk chocolate, cocoa butter, sea salt',
    sizes: [...pretzelSizes],
    gradient: 'sky',
    illustration: { kind: 'pretzel', coating: 'milk' },
  },
  {
    id: 8,
    name: 'Dark Chocolate Pretzel',
    categoryName: 'Pretzels',
    description:
      'Salted pretzel rods coated in rich dark chocolate and finished with flaky sea salt. Bold, crunchy and not too sweet.',
    price: 6.99,
    allergens: 'Contains: Dairy, Gluten',
    storage: storageRules.pretzels,
    ingredients: 'Pretzel rods (wheat flour, salt, yeast, malt), dark chocolate, milk solids, flaky sea salt',
    sizes: [...pretzelSizes],
    gradient: 'lavender',
    illustration: { kind: 'pretzel', coating: 'dark' },
  },
  {
    id: 9,
    name: 'White Chocolate Pretzel',
    categoryName: 'Pretzels',
    description:
      'Pretzel rods dipped in sweet white chocolate and drizzled in pastel candy melts. Pretty enough for a party table.',
    price: 6.99,
    allergens: 'Contains: Dairy, Gluten',
    storage: storageRules.pretzels,
    ingredients:
      'Pretzel rods (wheat flour, salt, yeast, malt), white chocolate, pastel candy melts, sea salt',
    sizes: [...pretzelSizes],
    gradient: 'frost',
    illustration: { kind: 'pretzel', coating: 'white' },
  },
  {
    id: 10,
    name: 'Birthday Celebration Box',
    categoryName: 'Gift Boxes',
    description:
      'A party in a box: a sprinkle krispie, chocolate pretzels and a candy apple in celebration colors. Add a name tag to make it theirs.',
    price: 49.99,
    allergens: giftBoxAllergens,
    storage: storageRules.giftBoxes,
    ingredients:
      'Assorted treats: candy apple, rice krispie treats, chocolate pretzels (apples, sugar, butter, cream, rice cereal, marshmallows, wheat pretzels, milk and white chocolate, sprinkles)',
    sizes: [...giftBoxSizes],
    gradient: 'berry',
    illustration: { kind: 'gift-box', ribbon: 'gold', motif: 'confetti' },
    photo: stockPhoto('1549465220-1a8b9238cd48', 'A gift box wrapped in paper and tied with a ribbon bow'),
  },
  {
    id: 11,
    name: 'Baby Shower Box',
    categoryName: 'Gift Boxes',
    description:
      'Soft pastel pretzels, white chocolate krispies and a caramel apple, wrapped for the parents-to-be. Sweet welcome included.',
    price: 49.99,
    allergens: giftBoxAllergens,
    storage: storageRules.giftBoxes,
    ingredients:
      'Assorted treats: caramel apple, rice krispie treats, white chocolate pretzels (apples, sugar, butter, cream, rice cereal, marshmallows, wheat pretzels, white chocolate, pastel candy melts)',
    sizes: [...giftBoxSizes],
    gradient: 'sky',
    illustration: { kind: 'gift-box', ribbon: 'blue', motif: 'rattle' },
  },
  {
    id: 12,
    name: 'Anniversary Box',
    categoryName: 'Gift Boxes',
    description:
      'Chocolate drizzle apples, dark chocolate pretzels and dipped krispies for two. A romantic little treat for your favorite person.',
    price: 49.99,
    allergens: giftBoxAllergens,
    storage: storageRules.giftBoxes,
    ingredients:
      'Assorted treats: chocolate drizzle apple, dipped rice krispie treats, dark chocolate pretzels (apples, sugar, butter, cream, rice cereal, marshmallows, wheat pretzels, milk and dark chocolate)',
    sizes: [...giftBoxSizes],
    gradient: 'rose',
    illustration: { kind: 'gift-box', ribbon: 'red', motif: 'hearts' },
  },
  {
    id: 13,
    name: 'Just Because Box',
    categoryName: 'Gift Boxes',
    description:
      'A little of everything we love to make, picked fresh that day. No occasion needed to make someone smile.',
    price: 49.99,
    allergens: giftBoxAllergens,
    storage: storageRules.giftBoxes,
    ingredients:
      "Assorted treats: candy apple, rice krispie treats, chocolate pretzels (apples, sugar, butter, cream, rice cereal, marshmallows, wheat pretzels, milk chocolate); selection varies with the day's batch",
    sizes: [...giftBoxSizes],
    gradient: 'mint',
    illustration: { kind: 'gift-box', ribbon: 'green', motif: 'flower' },
  },
  {
    id: 14,
    name: 'Wedding Box',
    categoryName: 'Gift Boxes',
    description:
      'Elegant white chocolate pretzels, pearl-dusted krispies and a caramel apple in an ivory box. Lovely as a thank-you or bridal party gift.',
    price: 49.99,
    allergens: giftBoxAllergens,
    storage: storageRules.giftBoxes,
    ingredients:
      'Assorted treats: caramel apple, rice krispie treats, white chocolate pretzels (apples, sugar, butter, cream, rice cereal, marshmallows, wheat pretzels, white chocolate, edible pearl dust)',
    sizes: [...giftBoxSizes],
    gradient: 'frost',
    illustration: { kind: 'gift-box', ribbon: 'ivory', motif: 'rings' },
  },
];
