import type { Category, CategorySlug, Product } from '../content/types';

/**
 * Reads the `category` query parameter of `/shop` and returns the matching category,
 * or `null` for "All" (spec §4: the filter starts at All; issue: an unknown category shows All).
 *
 * @param value - the raw parameter (may be null, empty, hostile or any case); only an exact slug matches
 * @param categories - the known categories
 * @returns the category, or null when the value is missing or unknown
 */
export function parseCategory(
  value: string | null | undefined,
  categories: readonly Category[],
): Category | null {
  if (!value) return null;
  return categories.find((category) => category.slug === value) ?? null;
}

/**
 * Products of one category, in catalogue order (spec §2 /shop: "the grid shows only products of that
 * category (All shows everything)").
 *
 * @param products - the full catalogue
 * @param category - the selected category, or null for All
 * @returns a new array; the whole catalogue when `category` is null
 */
export function filterProducts(products: readonly Product[], category: Category | null): Product[] {
  return category ? products.filter((product) => product.category === category.name) : [...products];
}

/**
 * The shareable URL of a filtered shop view.
 *
 * @param slug - the category slug, or null for All
 * @returns `/shop` for All, otherwise `/shop?category=<slug>`
 */
export function shopHref(slug: CategorySlug | null): string {
  return slug ? `/shop?category=${slug}` : '/shop';
}

/**
 * Stock-keeping unit of a product, e.g. `SC-0007` for id 7: a stable code for orders and structured data.
 *
 * @param product - a catalogue product
 * @returns the SKU string
 */
export function productSku(product: Pick<Product, 'id'>): string {
  return `SC-${String(product.id).padStart(4, '0')}`;
}

/**
 * Parses a display price such as "$8.99" into a number of US dollars.
 *
 * @param price - a display price with a dollar sign, optionally prefixed ("From $85")
 * @returns the amount in dollars, or NaN when no amount is found
 */
export function priceAmount(price: string): number {
  const match = /\$(\d+(?:\.\d{1,2})?)/.exec(price);
  return match ? Number(match[1]) : Number.NaN;
}
