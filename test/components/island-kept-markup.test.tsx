/**
 * An island's kept markup (shared/components/island.tsx): the shop's cards are rendered by the server inside
 * the shop-filter island and kept as they are by the browser, which hydrates the filter around them
 * without a mismatch, with no catalogue in the island's props, and filters them on a click.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandRoot, KEEP_SERVER_MARKUP } from '../../shared/components/island';
import { categories, products } from '../../shared/content/catalogue';
import shopFilter, { type ShopFilterProps } from '../../shared/islands/shop-filter';
import { Component as ShopPage } from '../../shared/pages/shop';
import { shopNamesOf } from '../support/shop-categories';

// This file hydrates a root of its own, outside Testing Library: tell React that act() wraps it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The shop page as the server renders it, in the document. */
function serverRenderedShop(): HTMLElement {
  const router = createMemoryRouter([{ path: '/shop', Component: ShopPage }], { initialEntries: ['/shop'] });
  document.body.innerHTML = renderToString(<RouterProvider router={router} />);
  const island = document.querySelector<HTMLElement>('[data-island="shop-filter"]');
  if (!island) throw new Error('the shop has no shop-filter island');
  return island;
}

/** The names of the cards a visitor sees. */
const visibleCards = () =>
  [...document.querySelectorAll<HTMLElement>('.shop__grid > li')]
    .filter((item) => !item.hidden)
    .map((item) => item.querySelector('.product-card__name')?.textContent);

describe('an island with kept markup', () => {
  it('carries the category of each card, never the cards themselves', () => {
    const island = serverRenderedShop();
    const props = JSON.parse(island.dataset.props ?? '{}') as ShopFilterProps;
    expect(props.cardCategoryNames).toEqual(products.map((product) => product.categoryName));
    const [product] = products;
    expect(island.dataset.props).not.toContain(product?.description);
    expect(island.querySelectorAll('.kept-markup > .product-card')).toHaveLength(products.length);
  });

  it('hydrates around the server’s cards without a mismatch, and filters them on a click', async () => {
    const island = serverRenderedShop();
    const cardsBefore = island.querySelector('.shop__grid')?.innerHTML;
    const props = JSON.parse(island.dataset.props ?? '{}') as ShopFilterProps;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        island,
        <IslandRoot illustrations={island.dataset.illustrations ?? ''} photos={{}}>
          <shopFilter.Component {...props} kept={KEEP_SERVER_MARKUP} />
        </IslandRoot>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(island.querySelector('.shop__grid')?.innerHTML).toBe(cardsBefore);

    const [category] = categories;
    if (!category) throw new Error('no categories');
    const filter = screen.getByRole('navigation', { name: 'Filter products by category' });
    await act(async () => {
      fireEvent.click(within(filter).getByRole('link', { name: category.name }));
    });
    expect(visibleCards()).toEqual(shopNamesOf(category.slug));
    expect(island.querySelectorAll('.kept-markup > .product-card')).toHaveLength(products.length);
  });
});
