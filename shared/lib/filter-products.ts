import type { Category, Product } from '../content/types';

/**
 * Reads the `category` query parameter of `/shop` and returns the matching category, or `null` for
 * "All" (docs/decisions/0003-url-driven-shop-filter.md: the filter starts at All, and an unknown
 * category shows All).
 *
 * @param value - the raw parameter (may be null, empty, hostile or any case); only an exact slug matches
 * @param categories - the known categories (or filter options: anything with a `slug`)
 * @returns the category, or null when the value is missing or unknown
 */
export function parseCategory<C extends { slug: string | null }>(
  value: string | null | undefined,
  categories: readonly C[],
): C | null {
  if (!value) return null;
  return categories.find((category) => category.slug === value) ?? null;
}

/**
 * The shop's category as a URL's query selects it: the one place the shop decides its category, on the
 * server from the request (`shared/pages/shop.tsx`) and in the browser from the address bar
 * (`shared/islands/shop-filter.tsx`, for a static host, which serves every `/shop` URL unfiltered).
 *
 * @param search - a query string, with or without its `?`, e.g. `?category=pretzels&utm_source=x`
 * @param categories - the known categories (or filter options: anything with a `slug`)
 * @returns the category of the first `category` parameter, or null (All) when there is none or it is unknown
 */
export function shopCategory<C extends { slug: string | null }>(
  search: string,
  categories: readonly C[],
): C | null {
  return parseCategory(new URLSearchParams(search).get('category'), categories);
}

/**
 * The shop's filter rule: whether a product of a category is shown when a category is selected. The
 * shop-filter island shows and hides its cards with it.
 *
 * @param productCategoryName - the product's category name, e.g. `Candy Apples`
 * @param categoryName - the name of the selected category, or null for All
 * @returns true when All is selected or the names are equal
 */
export function isInCategory(productCategoryName: string, categoryName: string | null): boolean {
  return categoryName === null || productCategoryName === categoryName;
}

/**
 * Products of one category, in catalogue order, by the shop's filter rule ({@link isInCategory}). No
 * page and no test calls it (the tests spell out each category's products in
 * `test/support/shop-categories.ts`); only the benchmark lab's early tap on /shop does.
 *
 * @param products - the full catalogue
 * @param category - the selected category, or null for All
 * @returns a new array; the whole catalogue when `category` is null
 */
export function filterProducts(products: readonly Product[], category: Category | null): Product[] {
  return products.filter((product) => isInCategory(product.categoryName, category?.name ?? null));
}

/**
 * The shareable URL of a filtered shop view.
 *
 * @param slug - the category slug, or null for All
 * @returns `/shop` for All, otherwise `/shop?category=<slug>`
 */
export function shopHref(slug: string | null): string {
  return slug ? `/shop?category=${slug}` : '/shop';
}
