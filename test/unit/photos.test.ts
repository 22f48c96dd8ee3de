/**
 * Photos only when true (docs/decisions/0006-photos-and-illustrations.md): no product uses a stock photo id
 * known to show something else, every product has an illustration, and every photo is one the CSP allows.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHOTO_HOST, products } from '../../shared/content/catalogue';

/** Stock-photo ids checked against public sources and found to show something else. */
const KNOWN_WRONG: Record<string, string> = {
  '1574570068036-e97e8c8c24a1': 'almonds / dried nuts',
  '1603046891726-36bfd957e0bf': 'avocado toast with a poached egg',
  '1568702846914-96b305d2aaeb': 'a plain fresh apple',
  '1590080874088-eec64895b423': 'chocolate cookies',
  '1612203985729-70726954388c': 'pastry, rolling pie crust',
  '1558326567-98ae2405596b': 'macarons',
  '1600359756098-8bc52195bbf4': 'gummy or coated candies',
  '1587132137056-bfbf0166836e': 'labels disagree (mostly bananas)',
  '1607920592519-bab4d7db727b': 'pastry (one source)',
  '1515488042361-ee00e0ddd4e4': 'a baby',
  '1607344645866-009c320c5ab8': 'labels disagree (gift bags, fabric, paper)',
  '1522673607200-164d1b6ce486': 'a bride, no box',
};

const withPhotos = products
  .filter((product) => product.photo)
  .map((product) => [product.name, product.photo?.src ?? ''] as const);

describe('product photos', () => {
  it('every product has an illustration to show', () => {
    for (const product of products) expect(product.illustration, product.name).toBeDefined();
  });

  it.each(withPhotos)('%s uses no photo id known to show something else', (_name, src) => {
    const id = /photo-([\w-]+)/.exec(src)?.[1] ?? '';
    expect(KNOWN_WRONG[id], `${src} shows ${KNOWN_WRONG[id]}`).toBeUndefined();
  });

  it.each(withPhotos)('%s has a photo on the stock-photo host or in client/photos/', (_name, src) => {
    if (src.startsWith('/')) {
      expect(src).toMatch(/^\/photos\/[\w.-]+\.(jpe?g|png|webp|avif)$/);
      expect(existsSync(path.resolve(import.meta.dirname, '../../client', `.${src}`)), src).toBe(true);
    } else {
      expect(src.startsWith(`${PHOTO_HOST}/photo-`), src).toBe(true);
    }
  });
});
