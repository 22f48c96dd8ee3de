/**
 * The shop's category filter island: real links, the grid filtered by the URL as the server renders
 * it, and, once hydrated, instant filtering on click that puts the choice in the URL and follows Back.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { allCategoryLabel, categories } from '../../shared/content/catalogue';
import { shopHref } from '../../shared/lib/filter-products';
import { Component as ShopPage } from '../../shared/pages/shop';
import { ALL_SHOP_NAMES, shopNamesOf } from '../support/shop-categories';

/** Renders the shop as the server would for `url`, with the browser's location at `url` too. */
function renderShop(url: string) {
  window.history.replaceState(null, '', url);
  const router = createMemoryRouter([{ path: '/shop', Component: ShopPage }], { initialEntries: [url] });
  return render(<RouterProvider router={router} />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

const filter = () => screen.getByRole('navigation', { name: 'Filter products by category' });
const option = (name: string) => within(filter()).getByRole('link', { name });
const cards = () => [...document.querySelectorAll<HTMLElement>('.shop__grid > li')];
const visibleNames = () =>
  cards()
    .filter((item) => !item.hidden)
    .map((item) => item.querySelector('.product-card__name')?.textContent);
/** The names a category shows, written out from docs/product.md, "Catalogue" (not the shop's own rule). */
const namesOf = (category: (typeof categories)[number] | null) => shopNamesOf(category?.slug ?? null);
const current = () =>
  within(filter())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true')
    .map((link) => link.textContent);
const location = () => window.location.pathname + window.location.search;

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
    expect(visibleNames()).toEqual(ALL_SHOP_NAMES);
    expect(current()).toEqual([allCategoryLabel]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`${ALL_SHOP_NAMES.length} treats`);
  });

  it.each(categories.map((category) => [category.name, category] as const))(
    'with ?category= for %s, renders only that category (the rest hidden) and marks it current',
    (name, category) => {
      renderShop(shopHref(category.slug));
      expect(visibleNames()).toEqual(namesOf(category));
      expect(current()).toEqual([name]);
      expect(cards(), 'every card is in the markup').toHaveLength(ALL_SHOP_NAMES.length);
    },
  );

  it('shows everything for an unknown or hostile category', () => {
    for (const url of ['/shop?category=nope', '/shop?category=%3Cscript%3E', '/shop?category=']) {
      const { unmount } = renderShop(url);
      expect(visibleNames(), url).toEqual(ALL_SHOP_NAMES);
      expect(current()).toEqual([allCategoryLabel]);
      unmount();
    }
  });

  it('filters the cards on each click, puts the choice in the URL, and steps back with Back', async () => {
    const user = userEvent.setup();
    renderShop('/shop');
    const visited = ['/shop'];
    for (const category of categories) {
      await user.click(option(category.name));
      expect(visibleNames(), category.name).toEqual(namesOf(category));
      expect(current()).toEqual([category.name]);
      expect(location()).toBe(shopHref(category.slug));
      visited.push(shopHref(category.slug));
    }
    await user.click(option(allCategoryLabel));
    expect(visibleNames()).toEqual(namesOf(null));
    expect(location()).toBe('/shop');

    window.history.back();
    const previous = categories[categories.length - 1];
    await waitFor(() => expect(location()).toBe(visited[visited.length - 1]));
    await waitFor(() => expect(visibleNames()).toEqual(namesOf(previous ?? null)));
    expect(current()).toEqual([previous?.name]);
  });

  it('leaves a click with a modifier key to the browser (open in a new tab)', () => {
    renderShop('/shop');
    const [category] = categories;
    if (!category) throw new Error('the catalogue has no category');
    const notPrevented = fireEvent.click(option(category.name), { ctrlKey: true });
    expect(notPrevented, 'the browser opens the link itself').toBe(true);
    expect(visibleNames()).toEqual(ALL_SHOP_NAMES);
  });
});
