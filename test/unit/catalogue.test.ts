import { describe, expect, it } from 'vitest';
import { categories, products } from '../../shared/content/catalogue';
import type { CategoryName } from '../../shared/content/types';
import { filterProducts, parseCategory, priceAmount, productSku, shopHref } from '../../shared/lib/catalogue';

describe('parseCategory', () => {
  it('finds each category by its exact slug', () => {
    expect(parseCategory('candy-apples', categories)?.name).toBe('Candy Apples');
    expect(parseCategory('pretzels', categories)?.name).toBe('Pretzels');
    expect(parseCategory('rice-krispie-treats', categories)?.name).toBe('Rice Krispie Treats');
    expect(parseCategory('gift-boxes', categories)?.name).toBe('Gift Boxes');
  });

  it('returns the same category object as the catalogue lists', () => {
    for (const category of categories) expect(parseCategory(category.slug, categories)).toBe(category);
  });

  it('means All (null) for a missing or empty value', () => {
    expect(parseCategory(null, categories)).toBeNull();
    expect(parseCategory(undefined, categories)).toBeNull();
    expect(parseCategory('', categories)).toBeNull();
  });

  it('means All (null) for a display name or a slug in the wrong case', () => {
    expect(parseCategory('Pretzels', categories)).toBeNull();
    expect(parseCategory('PRETZELS', categories)).toBeNull();
    expect(parseCategory('Candy Apples', categories)).toBeNull();
  });

  it('means All (null) for hostile or prototype-like values', () => {
    for (const value of [
      '<script>',
      '<script>alert(1)</script>',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
    ]) {
      expect(parseCategory(value, categories)).toBeNull();
    }
  });

  it('means All (null) for a slug with extra spaces or characters', () => {
    expect(parseCategory(' pretzels', categories)).toBeNull();
    expect(parseCategory('pretzels ', categories)).toBeNull();
    expect(parseCategory('pretzels/', categories)).toBeNull();
    expect(parseCategory('nope', categories)).toBeNull();
  });
});

describe('filterProducts', () => {
  const countFor = (slug: string) => filterProducts(products, parseCategory(slug, categories)).length;

  it('shows 3 candy apples', () => {
    expect(countFor('candy-apples')).toBe(3);
  });

  it('shows 3 rice krispie treats', () => {
    expect(countFor('rice-krispie-treats')).toBe(3);
  });

  it('shows 3 pretzels', () => {
    expect(countFor('pretzels')).toBe(3);
  });

  it('shows 5 gift boxes', () => {
    expect(countFor('gift-boxes')).toBe(5);
  });

  it('shows all 14 products for All (null)', () => {
    expect(filterProducts(products, null)).toHaveLength(14);
  });

  it('keeps only products of the chosen category, in catalogue order', () => {
    for (const category of categories) {
      const filtered = filterProducts(products, category);
      expect(filtered.every((product) => product.category === category.name)).toBe(true);
      const ids = filtered.map((product) => product.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  it('covers the whole catalogue across the four categories without overlap', () => {
    const ids = categories.flatMap((category) =>
      filterProducts(products, category).map((product) => product.id),
    );
    expect(ids.sort((a, b) => a - b)).toEqual(products.map((product) => product.id));
  });

  it('returns a new array for All, so callers cannot mutate the catalogue', () => {
    const all = filterProducts(products, null);
    expect(all).not.toBe(products);
    all.pop();
    expect(products).toHaveLength(14);
  });

  it('names the pretzels exactly', () => {
    const pretzels = filterProducts(products, parseCategory('pretzels', categories)).map(
      (product) => product.name,
    );
    expect(pretzels).toEqual(['Milk Chocolate Pretzel', 'Dark Chocolate Pretzel', 'White Chocolate Pretzel']);
  });

  it('returns nothing for a category no product belongs to', () => {
    const unknown = { slug: 'pretzels' as const, name: 'Cookies' as unknown as CategoryName };
    expect(filterProducts(products, unknown)).toEqual([]);
  });
});

describe('shopHref', () => {
  it('links All to /shop without a query', () => {
    expect(shopHref(null)).toBe('/shop');
  });

  it('links a category to /shop?category=<slug>', () => {
    expect(shopHref('pretzels')).toBe('/shop?category=pretzels');
    expect(shopHref('gift-boxes')).toBe('/shop?category=gift-boxes');
  });

  it('round-trips every category through its URL', () => {
    for (const category of categories) {
      const url = new URL(shopHref(category.slug), 'https://example.test');
      expect(url.pathname).toBe('/shop');
      expect(parseCategory(url.searchParams.get('category'), categories)).toBe(category);
    }
  });
});

describe('productSku', () => {
  it('pads the id to four digits after SC-', () => {
    expect(productSku({ id: 7 })).toBe('SC-0007');
    expect(productSku({ id: 14 })).toBe('SC-0014');
    expect(productSku({ id: 1234 })).toBe('SC-1234');
  });

  it('gives every catalogue product a unique SKU of the form SC-dddd', () => {
    const skus = products.map(productSku);
    for (const sku of skus) expect(sku).toMatch(/^SC-\d{4}$/);
    expect(new Set(skus).size).toBe(products.length);
  });
});

describe('priceAmount', () => {
  it('reads a plain display price', () => {
    expect(priceAmount('$8.99')).toBe(8.99);
    expect(priceAmount('$49.99')).toBe(49.99);
  });

  it('reads a price after a prefix such as "From"', () => {
    expect(priceAmount('From $85')).toBe(85);
    expect(priceAmount('From $299')).toBe(299);
  });

  it('gives NaN when there is no dollar amount', () => {
    expect(priceAmount('abc')).toBeNaN();
    expect(priceAmount('')).toBeNaN();
    expect(priceAmount('8.99')).toBeNaN();
  });

  it('reads every catalogue price as a positive number with at most two decimals', () => {
    for (const product of products) {
      const amount = priceAmount(product.price);
      expect(amount).toBeGreaterThan(0);
      expect(amount.toFixed(2)).toBe(product.price.slice(1));
    }
  });
});
