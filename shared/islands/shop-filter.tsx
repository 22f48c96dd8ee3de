import { type MouseEvent, useEffect, useState } from 'react';
import { defineIsland } from '../components/island';
import { ProductCard } from '../components/product-card';
import type { Product } from '../content/types';
import { parseCategory, shopHref } from '../lib/filter-products';

/** One filter option: a category (or All, with a null slug) and how many products it shows. */
export interface FilterOption {
  slug: string | null;
  name: string;
  count: number;
}

/** Props of the shop-filter island. */
export interface ShopFilterProps {
  /** All, then each category, with their counts. */
  options: readonly FilterOption[];
  /** The selected slug as the server read it from `?category=`, or null for All. */
  selected: string | null;
  /** Every product, in catalogue order; the grid shows those of the selected category. */
  products: readonly Product[];
  /** Id for the results heading, which labels the shop section. */
  headingId: string;
}

/** The selected slug for a URL's query: an exact category slug, otherwise null (All). */
function selectedIn(search: string, options: readonly FilterOption[]): string | null {
  return parseCategory(new URLSearchParams(search).get('category'), options)?.slug ?? null;
}

/** Whether a click should be left to the browser: another button, or a key asking for a new tab or window. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The shop's category filter and product grid (docs/decisions/0003-url-driven-shop-filter.md). Every
 * option is a real link to `/shop?category=<slug>`, so without JavaScript the server answers with the
 * grid filtered: every card is in the HTML, those outside the category `hidden`. Once hydrated, a
 * click filters at once: the URL changes with `history.pushState` (so the view can be shared), the
 * scroll position stays, and Back and Forward step through the choices. The selected option is
 * highlighted and `aria-current`. The island renders the links, the heading and the grid: everything
 * it changes.
 */
function ShopFilter({ options, selected: initial, products, headingId }: ShopFilterProps) {
  const [selected, setSelected] = useState(initial);

  useEffect(() => {
    // A static host answers every /shop URL with the full grid: take the category from the URL.
    setSelected(selectedIn(window.location.search, options));
    const onPopState = () => setSelected(selectedIn(window.location.search, options));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [options]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, slug: string | null) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    if (slug !== selected) window.history.pushState(null, '', shopHref(slug));
    setSelected(slug);
  };

  const current = options.find((option) => option.slug === selected) ?? options[0];
  const shown = (product: Product) => current?.slug === null || current?.name === product.category;
  // The first card shown is the one whose photo, if it has one, can be the page's largest paint.
  const firstShown = products.find(shown);
  return (
    <>
      <nav className="shop-filter" aria-label="Filter products by category">
        <ul className="shop-filter__list">
          {options.map((option) => (
            <li key={option.name}>
              <a
                href={shopHref(option.slug)}
                className="shop-filter__option"
                aria-current={option.slug === selected ? 'true' : undefined}
                onClick={(event) => choose(event, option.slug)}
              >
                {option.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="shop__heading" id={headingId}>
        {current?.slug ? current.name : 'All treats'}{' '}
        <span className="shop__count">
          ({current?.count} {current?.count === 1 ? 'treat' : 'treats'})
        </span>
      </h2>
      <ul className="shop__grid" id="shop-grid">
        {products.map((product) => (
          <li key={product.id} hidden={!shown(product)}>
            <ProductCard product={product} priority={product === firstShown} />
          </li>
        ))}
      </ul>
    </>
  );
}

export default defineIsland('shop-filter', ShopFilter);
