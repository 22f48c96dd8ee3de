/**
 * Shop catalogue: the four categories and the 14 products with prices, sizes, allergens and
 * storage exactly as the spec's table gives them (spec §3 "Product" and "Catalogue").
 */
import type { Category, Photo, Product } from './types';

/** Builds a stock-photo URL on the external host (spec §1, §7 "Images load as links from an external stock-photo host"). */
function stockPhoto(id: string, alt: string): Photo {
  return { src: `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=640&q=75`, alt };
}

/** Catalogue categories in filter-button order (spec §2 /shop "Category filter buttons"). */
export const categories: Category[] = [
  { slug: 'candy-apples', name: 'Candy Apples' },
  { slug: 'pretzels', name: 'Pretzels' },
  { slug: 'rice-krispie-treats', name: 'Rice Krispie Treats' },
  { slug: 'gift-boxes', name: 'Gift Boxes' },
];

/** Label of the filter button that shows every product (spec §2 /shop and home "All"). */
export const allCategoryLabel = 'All';

const appleSizes = ['Single', 'Box of 6', 'Dozen'];
const krispieSizes = ['Single', 'Box of 8', 'Party Pack'];
const pretzelSizes = ['Single', 'Box of 4', 'Bulk Pack'];
const giftBoxSizes = ['Standard Box'];

const giftBoxStorage = 'Mixed storage: see the care card inside each box';
const giftBoxAllergens = 'Contains: Dairy, Gluten';

/** The 14 catalogue products, ids 1-14 (spec §3 "Product" and the "Catalogue" table). */
export const products: Product[] = [
  {
    id: 1,
    name: 'Classic Caramel Apple',
    category: 'Candy Apples',
    description:
      'A crisp Granny Smith apple hand-dipped in our slow-cooked buttery caramel. Sweet, tart and gloriously chewy in every bite.',
    price: '$8.99',
    allergens: 'Contains: Dairy',
    storage: 'Keep refrigerated; enjoy within 5 days',
    ingredients: 'Granny Smith apple, cane sugar, butter, heavy cream, corn syrup, vanilla, sea salt',
    sizes: [...appleSizes],
    gradient: 'caramel',
    image: stockPhoto('1574570068036-e97e8c8c24a1', 'Glossy caramel-dipped apple on a wooden stick'),
  },
  {
    id: 2,
    name: 'Chocolate Drizzle Apple',
    category: 'Candy Apples',
    description:
      'Our classic caramel apple finished with ribbons of milk and dark chocolate. A little extra for the chocolate lovers.',
    price: '$9.99',
    allergens: 'Contains: Dairy',
    storage: 'Keep refrigerated; enjoy within 5 days',
    ingredients:
      'Granny Smith apple, cane sugar, butter, heavy cream, corn syrup, milk chocolate, dark chocolate, vanilla, sea salt',
    sizes: [...appleSizes],
    gradient: 'cocoa',
    image: stockPhoto(
      '1603046891726-36bfd957e0bf',
      'Caramel apple striped with thin lines of milk and dark chocolate',
    ),
  },
  {
    id: 3,
    name: 'Candy Coated Apple',
    category: 'Candy Apples',
    description:
      'A fair-day favorite: a juicy apple wrapped in a shiny, crackly cinnamon-red candy shell. Bright, crunchy and nostalgic.',
    price: '$7.99',
    allergens: 'None',
    storage: 'Store in a cool, dry place for up to 3 days',
    ingredients: 'Red Delicious apple, cane sugar, water, corn syrup, cinnamon oil, food-safe red coloring',
    sizes: [...appleSizes],
    gradient: 'berry',
    image: stockPhoto(
      '1568702846914-96b305d2aaeb',
      'Shiny red apple with a glassy surface against a dark backdrop',
    ),
  },
  {
    id: 4,
    name: 'Classic Rice Krispie',
    category: 'Rice Krispie Treats',
    description:
      'Thick, gooey squares of toasted rice cereal folded into browned butter and marshmallow. Simple, soft and hard to share.',
    price: '$3.99',
    allergens: 'Contains: Dairy, Gluten',
    storage: 'Keep in an airtight container at room temperature for up to 7 days',
    ingredients: 'Crisp rice cereal (rice, sugar, malt flavoring), marshmallows, butter, vanilla, sea salt',
    sizes: [...krispieSizes],
    gradient: 'lemon',
    image: stockPhoto(
      '1590080874088-eec64895b423',
      'Stack of thick golden rice krispie squares on parchment',
    ),
  },
  {
    id: 5,
    name: 'Chocolate Dipped Krispie',
    category: 'Rice Krispie Treats',
    description:
      'Our classic marshmallow krispie dipped halfway in smooth milk chocolate. Crispy, chewy and a little bit fancy.',
    price: '$4.99',
    allergens: 'Contains: Dairy, Gluten',
    storage: 'Keep in an airtight container at room temperature for up to 5 days',
    ingredients:
      'Crisp rice cereal (rice, sugar, malt flavoring), marshmallows, butter, milk chocolate, vanilla, sea salt',
    sizes: [...krispieSizes],
    gradient: 'peach',
    image: stockPhoto('1612203985729-70726954388c', 'Rice krispie bar half-dipped in milk chocolate'),
  },
  {
    id: 6,
    name: 'Sprinkle Party Krispie',
    category: 'Rice Krispie Treats',
    description:
      'A marshmallow krispie topped with white chocolate and a shower of rainbow sprinkles. Birthday-party energy in every square.',
    price: '$4.99',
    allergens: 'Contains: Dairy, Gluten',
    storage: 'Keep in an airtight container at room temperature for up to 5 days',
    ingredients:
      'Crisp rice cereal (rice, sugar, malt flavoring), marshmallows, butter, white chocolate, rainbow sprinkles, vanilla',
    sizes: [...krispieSizes],
    gradient: 'rose',
    image: stockPhoto(
      '1558326567-98ae2405596b',
      'Rice krispie square topped with white chocolate and rainbow sprinkles',
    ),
  },
  {
    id: 7,
    name: 'Milk Chocolate Pretzel',
    category: 'Pretzels',
    description:
      'Crunchy salted pretzel rods dipped in creamy milk chocolate. The sweet-and-salty snack that disappears first.',
    price: '$6.99',
    allergens: 'Contains: Dairy, Gluten',
    storage: 'Store in a cool, dry place; best enjoyed within 3 days',
    ingredients: 'Pretzel rods (wheat flour, salt, yeast, malt), milk chocolate, cocoa butter, sea salt',
    sizes: [...pretzelSizes],
    gradient: 'sky',
    image: stockPhoto(
      '1600359756098-8bc52195bbf4',
      'Pretzel rods dipped in milk chocolate lined up on a tray',
    ),
  },
  {
    id: 8,
    name: 'Dark Chocolate Pretzel',
    category: 'Pretzels',
    description:
      'Salted pretzel rods coated in rich dark chocolate and finished with flaky sea salt. Bold, crunchy and not too sweet.',
    price: '$6.99',
    allergens: 'Contains: Dairy, Gluten',
    storage: 'Store in a cool, dry place; best enjoyed within 3 days',
    ingredients: 'Pretzel rods (wheat flour, salt, yeast, malt), dark chocolate, milk solids, flaky sea salt',
    sizes: [...pretzelSizes],
    gradient: 'lavender',
    image: stockPhoto(
      '1587132137056-bfbf0166836e',
      'Dark chocolate pretzel rods sprinkled with flaky sea salt',
    ),
  },
  {
    id: 9,
    name: 'White Chocolate Pretzel',
    category: 'Pretzels',
    description:
      'Pretzel rods dipped in sweet white chocolate and drizzled in pastel candy melts. Pretty enough for a party table.',
    price: '$6.99',
    allergens: 'Contains: Dairy, Gluten',
    storage: 'Store in a cool, dry place; best enjoyed within 3 days',
    ingredients:
      'Pretzel rods (wheat flour, salt, yeast, malt), white chocolate, pastel candy melts, sea salt',
    sizes: [...pretzelSizes],
    gradient: 'frost',
    image: stockPhoto(
      '1607920592519-bab4d7db727b',
      'White chocolate pretzels with pastel drizzle in a glass jar',
    ),
  },
  {
    id: 10,
    name: 'Birthday Celebration Box',
    category: 'Gift Boxes',
    description:
      'A party in a box: a sprinkle krispie, chocolate pretzels and a candy apple in celebration colors. Add a name tag to make it theirs.',
    price: '$49.99',
    allergens: giftBoxAllergens,
    storage: giftBoxStorage,
    ingredients:
      'Assorted treats: candy apple, rice krispie treats, chocolate pretzels (apples, sugar, butter, cream, rice cereal, marshmallows, wheat pretzels, milk and white chocolate, sprinkles)',
    sizes: [...giftBoxSizes],
    gradient: 'berry',
    image: stockPhoto('1549465220-1a8b9238cd48', 'Gift box tied with a bright ribbon bow'),
  },
  {
    id: 11,
    name: 'Baby Shower Box',
    category: 'Gift Boxes',
    description:
      'Soft pastel pretzels, white chocolate krispies and a caramel apple, wrapped for the parents-to-be. Sweet welcome included.',
    price: '$49.99',
    allergens: giftBoxAllergens,
    storage: giftBoxStorage,
    ingredients:
      'Assorted treats: caramel apple, rice krispie treats, white chocolate pretzels (apples, sugar, butter, cream, rice cereal, marshmallows, wheat pretzels, white chocolate, pastel candy melts)',
    sizes: [...giftBoxSizes],
    gradient: 'sky',
    image: stockPhoto('1515488042361-ee00e0ddd4e4', 'Pastel blue and pink gift box with treats peeking out'),
  },
  {
    id: 12,
    name: 'Anniversary Box',
    category: 'Gift Boxes',
    description:
      'Chocolate drizzle apples, dark chocolate pretzels and dipped krispies for two. A romantic little treat for your favorite person.',
    price: '$49.99',
    allergens: giftBoxAllergens,
    storage: giftBoxStorage,
    ingredients:
      'Assorted treats: chocolate drizzle apple, dipped rice krispie treats, dark chocolate pretzels (apples, sugar, butter, cream, rice cereal, marshmallows, wheat pretzels, milk and dark chocolate)',
    sizes: [...giftBoxSizes],
    gradient: 'rose',
    image: stockPhoto('1549007994-cb8bed85524c', 'Open gift box of assorted chocolate treats'),
  },
  {
    id: 13,
    name: 'Just Because Box',
    category: 'Gift Boxes',
    description:
      'A little of everything we love to make, picked fresh that day. No occasion needed to make someone smile.',
    price: '$49.99',
    allergens: giftBoxAllergens,
    storage: giftBoxStorage,
    ingredients:
      "Assorted treats: candy apple, rice krispie treats, chocolate pretzels (apples, sugar, butter, cream, rice cereal, marshmallows, wheat pretzels, milk chocolate); selection varies with the day's batch",
    sizes: [...giftBoxSizes],
    gradient: 'mint',
    image: stockPhoto('1607344645866-009c320c5ab8', 'Kraft gift box with a handwritten tag and twine'),
  },
  {
    id: 14,
    name: 'Wedding Box',
    category: 'Gift Boxes',
    description:
      'Elegant white chocolate pretzels, pearl-dusted krispies and a caramel apple in an ivory box. Lovely as a thank-you or bridal party gift.',
    price: '$49.99',
    allergens: giftBoxAllergens,
    storage: giftBoxStorage,
    ingredients:
      'Assorted treats: caramel apple, rice krispie treats, white chocolate pretzels (apples, sugar, butter, cream, rice cereal, marshmallows, wheat pretzels, white chocolate, edible pearl dust)',
    sizes: [...giftBoxSizes],
    gradient: 'frost',
    image: stockPhoto(
      '1522673607200-164d1b6ce486',
      'Ivory gift box with a satin ribbon and white chocolate treats',
    ),
  },
];
