/**
 * The catalogue logic: reading the shop's `?category=`, shareable URLs and SKUs. What each category shows
 * is checked on the rendered shop (test/components/shop-filter.test.tsx), against names written out by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../shared/content/catalogue';
import { productSku } from '../../shared/content/format';
import { parseCategory, shopHref } from '../../shared/lib/filter-products';

describe('parseCategory', () => {
  it('finds every category by its exact slug, as the same object', () => {
    for (const category of categories) expect(parseCategory(category.slug, categories)).toBe(category);
  });

  it('means All (null) for a missing or empty value', () => {
    expect(parseCategory(null, categories)).toBeNull();
    expect(parseCategory(undefined, categories)).toBeNull();
    expect(parseCategory('', categories)).toBeNull();
  });

  it('means All (null) for a display name, another case, extra characters or hostile text', () => {
    for (const category of categories) {
      for (const value of [
        category.name,
        category.slug.toUpperCase(),
        ` ${category.slug}`,
        `${category.slug}/`,
      ])
        expect(parseCategory(value, categories), value).toBeNull();
    }
    for (const value of ['<script>alert(1)</script>', '__proto__', 'constructor', 'toString'])
      expect(parseCategory(value, categories), value).toBeNull();
  });

  it('never throws and returns null or a known category for any string', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const found = parseCategory(value, categories);
        return found === null || categories.includes(found);
      }),
    );
  });

  it('also reads filter options whose "All" has a null slug', () => {
    const options = [{ slug: null }, { slug: 'a' }, { slug: 'b' }];
    expect(parseCategory('b', options)).toBe(options[2]);
    expect(parseCategory('null', options)).toBeNull();
  });
});

describe('shopHref', () => {
  it('links All to /shop and a category to /shop?category=<slug>, and reads back the same category', () => {
    expect(shopHref(null)).toBe('/shop');
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
    expect(productSku({ id: 1234 })).toBe('SC-1234');
  });

  it('gives every catalogue product a unique SKU', () => {
    const skus = products.map(productSku);
    for (const sku of skus) expect(sku).toMatch(/^SC-\d{4}$/);
    expect(new Set(skus).size).toBe(products.length);
  });
});
