/**
 * What the shop shows for each category, by product name, in catalogue order: the fourteen products of
 * docs/product.md, "Catalogue", each in the category its kind names (apples, krispies, pretzels, boxes).
 * Written out by hand, never computed by the shop's own filter rule, so a test that compares the page
 * with it fails when that rule goes wrong.
 */

/** The product names each category's filter shows, by category slug (the `?category=` value). */
export const SHOP_NAMES_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  'candy-apples': ['Classic Caramel Apple', 'Chocolate Drizzle Apple', 'Candy Coated Apple'],
  'rice-krispie-treats': ['Classic Rice Krispie', 'Chocolate Dipped Krispie', 'Sprinkle Party Krispie'],
  pretzels: ['Milk Chocolate Pretzel', 'Dark Chocolate Pretzel', 'White Chocolate Pretzel'],
  'gift-boxes': [
    'Birthday Celebration Box',
    'Baby Shower Box',
    'Anniversary Box',
    'Just Because Box',
    'Wedding Box',
  ],
};

/** Every product name, in catalogue order: what All shows (14 products). */
export const ALL_SHOP_NAMES: readonly string[] = [
  ...(SHOP_NAMES_BY_CATEGORY['candy-apples'] ?? []),
  ...(SHOP_NAMES_BY_CATEGORY['rice-krispie-treats'] ?? []),
  ...(SHOP_NAMES_BY_CATEGORY.pretzels ?? []),
  ...(SHOP_NAMES_BY_CATEGORY['gift-boxes'] ?? []),
];

/**
 * The names the shop shows for a category.
 *
 * @param slug - a category slug, or null for All
 * @returns the names in catalogue order; throws for a slug the list above does not know, so a new
 *   category must be written out here before a test can pass
 */
export function shopNamesOf(slug: string | null): readonly string[] {
  if (slug === null) return ALL_SHOP_NAMES;
  const names = SHOP_NAMES_BY_CATEGORY[slug];
  if (!names) throw new Error(`test/support/shop-categories.ts does not list the category "${slug}"`);
  return names;
}
