import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Component as ShopPage } from '../../shared/pages/shop';

/** Renders the shop page at `url` inside a memory data router and returns the router. */
function renderShop(url: string) {
  const router = createMemoryRouter([{ path: '/shop', Component: ShopPage }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

function cards() {
  return Array.from(document.querySelectorAll('.product-card'));
}

function cardNames() {
  return cards().map((card) => card.querySelector('.product-card__name')?.textContent);
}

function filter() {
  return screen.getByRole('navigation', { name: 'Filter products by category' });
}

function option(name: string) {
  return within(filter()).getByRole('link', { name });
}

function currentOptions() {
  return within(filter())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true')
    .map((link) => link.textContent);
}

describe('shop page category filter', () => {
  it('shows the title and the five filter options in order, each a real link', () => {
    renderShop('/shop');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Sweet Shop' })).toBeTruthy();
    const links = within(filter()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'All',
      'Candy Apples',
      'Pretzels',
      'Rice Krispie Treats',
      'Gift Boxes',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop',
      '/shop?category=candy-apples',
      '/shop?category=pretzels',
      '/shop?category=rice-krispie-treats',
      '/shop?category=gift-boxes',
    ]);
  });

  it('starts at All with all 14 products when there is no category', () => {
    renderShop('/shop');
    expect(cards()).toHaveLength(14);
    expect(currentOptions()).toEqual(['All']);
  });

  it('shows the 3 pretzels with Pretzels current at /shop?category=pretzels', () => {
    renderShop('/shop?category=pretzels');
    expect(cards()).toHaveLength(3);
    expect(cardNames()).toEqual([
      'Milk Chocolate Pretzel',
      'Dark Chocolate Pretzel',
      'White Chocolate Pretzel',
    ]);
    expect(option('Pretzels').getAttribute('aria-current')).toBe('true');
    expect(option('Pretzels').className).toContain('shop-filter__option--active');
    expect(currentOptions()).toEqual(['Pretzels']);
  });

  it('shows all 14 products with All current for an unknown category', () => {
    renderShop('/shop?category=nope');
    expect(cards()).toHaveLength(14);
    expect(currentOptions()).toEqual(['All']);
  });

  it('treats a wrong-case or hostile category as All', () => {
    renderShop('/shop?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(cards()).toHaveLength(14);
    expect(currentOptions()).toEqual(['All']);
    expect(document.querySelector('script')).toBeNull();
  });

  it('filters to the 5 gift boxes and puts ?category=gift-boxes in the URL when Gift Boxes is clicked', async () => {
    const router = renderShop('/shop');
    fireEvent.click(option('Gift Boxes'));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(router.state.location.pathname).toBe('/shop');
    expect(router.state.location.search).toBe('?category=gift-boxes');
    expect(currentOptions()).toEqual(['Gift Boxes']);
    expect(cardNames()).toEqual([
      'Birthday Celebration Box',
      'Baby Shower Box',
      'Anniversary Box',
      'Just Because Box',
      'Wedding Box',
    ]);
  });

  it('goes back to all 14 products when All is clicked after filtering', async () => {
    const router = renderShop('/shop?category=candy-apples');
    expect(cards()).toHaveLength(3);
    fireEvent.click(option('All'));
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(router.state.location.search).toBe('');
    expect(currentOptions()).toEqual(['All']);
  });

  it('shows 3 rice krispie treats and 3 candy apples for their categories', () => {
    renderShop('/shop?category=rice-krispie-treats');
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: /Rice Krispie Treats/ }).textContent).toContain(
      '(3 treats)',
    );
  });

  it('marks only the first card image as the eager, high-priority image', () => {
    renderShop('/shop');
    const images = cards().map((card) => card.querySelector('img') as HTMLImageElement);
    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
