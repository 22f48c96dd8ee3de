/**
 * The shop's category filter: real links, the grid filtered by the URL on the server, and instant
 * filtering on click that updates the URL and follows Back and Forward.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { allCategoryLabel, categories, products } from '../../shared/content/catalogue';
import { filterProducts, shopHref } from '../../shared/lib/filter-products';
import { Component as ShopPage } from '../../shared/pages/shop';

/** Renders the shop as the server would for `url`, with the browser's location at `url` too. */
function renderShop(url: string) {
  window.history.replaceState(null, '', url);
  const router = createMemoryRouter([{ path: '/shop', Component: ShopPage }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

const filter = () => screen.getByRole('navigation', { name: 'Filter products by category' });
const option = (name: string) => within(filter()).getByRole('link', { name });
const visibleNames = () =>
  [...document.querySelectorAll<HTMLElement>('#shop-grid > li')]
    .filter((item) => !item.hidden)
    .map((item) => item.querySelector('.product-card__name')?.textContent);
const current = () =>
  within(filter())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true')
    .map((link) => link.textContent);

describe('shop category filter', () => {
  it('offers All and each category as real links to /shop?category=<slug>', () => {
    renderShop('/shop');
    const links = within(filter()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      allCategoryLabel,
      ...categories.map((c) => c.name),
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [null, ...categories.map((c) => c.slug)].map(shopHref),
    );
  });

  it('starts at All with every product shown', () => {
    renderShop('/shop');
    expect(visibleNames()).toEqual(products.map((product) => product.name));
    expect(current()).toEqual([allCategoryLabel]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(`${products.length} treats`);
  });

  it.each(categories.map((category) => [category.name, category] as const))(
    'with ?category= for %s, renders only that category (the rest hidden) and marks it current',
    (name, category) => {
      renderShop(shopHref(category.slug));
      const expected = filterProducts(products, category).map((product) => product.name);
      expect(visibleNames()).toEqual(expected);
      expect(current()).toEqual([name]);
      expect(document.querySelectorAll('#shop-grid > li')).toHaveLength(products.length);
    },
  );

  it('shows everything for an unknown or hostile category', () => {
    for (const url of ['/shop?category=nope', '/shop?category=%3Cscript%3E', '/shop?category=']) {
      renderShop(url);
      expect(visibleNames(), url).toHaveLength(products.length);
      expect(current()).toEqual([allCategoryLabel]);
      document.body.innerHTML = '';
    }
  });

  it('filters at once on click, puts the choice in the URL, and follows Back', () => {
    const category = categories[1];
    if (!category) throw new Error('needs two categories');
    renderShop('/shop');
    fireEvent.click(option(category.name));
    expect(visibleNames()).toEqual(filterProducts(products, category).map((product) => product.name));
    expect(window.location.pathname + window.location.search).toBe(shopHref(category.slug));
    expect(current()).toEqual([category.name]);

    act(() => {
      window.history.replaceState(null, '', '/shop');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(visibleNames()).toHaveLength(products.length);
    expect(current()).toEqual([allCategoryLabel]);
  });

  it('leaves a click with a modifier key to the browser (open in a new tab)', () => {
    renderShop('/shop');
    const category = categories[0];
    if (!category) throw new Error('needs a category');
    const clicked = fireEvent.click(option(category.name), { ctrlKey: true });
    expect(clicked).toBe(true);
    expect(visibleNames()).toHaveLength(products.length);
  });
});
