import { type MouseEvent, useEffect, useState } from 'react';
import { defineIsland, type IslandComponentProps } from '../components/island';
import { isInCategory, shopCategory, shopHref } from '../lib/filter-products';

/** A category the filter offers: its slug in the URL and its name. */
export interface FilterCategory {
  slug: string;
  name: string;
}

/** Props of the shop-filter island. */
export interface ShopFilterProps {
  /** The slug of the category the server decided from the request's query, or null for All. */
  categorySlug: string | null;
  /** The categories, in order; All comes first, always. */
  categories: readonly FilterCategory[];
  /** The category name of each card of the grid, in order; the cards themselves are its kept markup. */
  cardCategoryNames: readonly string[];
  /** The name of the option that shows every card. */
  allLabel: string;
  /** Id for the results heading, which labels the shop section. */
  headingId: string;
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
 * highlighted and `aria-current`. The island renders the links, the heading and the grid's items: all
 * it changes. The cards inside the items are its kept markup, rendered by the server and kept as they are.
 * The state is the category's slug, as in the URL, everywhere: the server decides it from the request's
 * query with {@link shopCategory}; in the browser the address bar decides it with the same function, at
 * hydration (a static host serves every /shop URL as All) and at every step Back or Forward. The shown
 * cards follow the shop's one filter rule, {@link isInCategory}.
 */
function ShopFilter({
  categorySlug: serverCategorySlug,
  categories,
  cardCategoryNames,
  allLabel,
  headingId,
  kept,
}: ShopFilterProps & IslandComponentProps) {
  const [categorySlug, setCategorySlug] = useState(serverCategorySlug);
  const categoryName = categories.find(({ slug }) => slug === categorySlug)?.name ?? null;

  useEffect(() => {
    const fromAddress = () => setCategorySlug(shopCategory(window.location.search, categories)?.slug ?? null);
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, [categories]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, option: FilterCategory | null) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    const slug = option?.slug ?? null;
    if (slug !== categorySlug) window.history.pushState(null, '', shopHref(slug));
    setCategorySlug(slug);
  };

  const shown = (cardCategoryName: string) => isInCategory(cardCategoryName, categoryName);
  const count = cardCategoryNames.filter(shown).length;
  // The first card shown is the one whose photo, if it has one, can be the page's largest paint.
  const firstShown = cardCategoryNames.findIndex(shown);
  return (
    <>
      <nav className="shop-filter" aria-label="Filter products by category">
        <ul className="shop-filter__list">
          {[null, ...categories].map((option) => (
            <li key={option?.slug ?? 'all'}>
              <a
                href={shopHref(option?.slug ?? null)}
                className="shop-filter__option"
                aria-current={(option?.slug ?? null) === categorySlug ? 'true' : undefined}
                onClick={(event) => choose(event, option)}
              >
                {option?.name ?? allLabel}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="shop__heading" id={headingId}>
        {categoryName ?? 'All treats'}{' '}
        <span className="shop__count">
          ({count} {count === 1 ? 'treat' : 'treats'})
        </span>
      </h2>
      <ul className="shop__grid" id="shop-grid">
        {cardCategoryNames.map((cardCategoryName, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the grid is the catalogue in its fixed order.
          <li key={index} hidden={!shown(cardCategoryName)}>
            {kept?.(index, { priority: index === firstShown })}
          </li>
        ))}
      </ul>
    </>
  );
}

export default defineIsland('shop-filter', ShopFilter, { hydrateOn: 'interaction' });
