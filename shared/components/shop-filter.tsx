import { Link } from 'react-router-dom';
import type { Category } from '../content/types';
import { shopHref } from '../lib/catalogue';

/**
 * Category filter of the shop (spec §2 /shop, §4 "Shop filter"): All plus each category, the selected
 * one highlighted and marked `aria-current`. Each option is a real link to `/shop?category=<slug>`,
 * so the filter works without JavaScript (the server renders the filtered grid), a filtered view can be
 * shared, and after hydration the router filters instantly without a reload or a scroll jump.
 *
 * @param props.categories - the categories, in display order
 * @param props.selected - the selected category, or null for All
 * @param props.allLabel - label of the "All" option
 */
export function ShopFilter({
  categories,
  selected,
  allLabel,
}: {
  categories: readonly Category[];
  selected: Category | null;
  allLabel: string;
}) {
  const options = [{ slug: null, name: allLabel }, ...categories];
  return (
    <nav className="shop-filter" aria-label="Filter products by category">
      <ul className="shop-filter__list">
        {options.map((option) => {
          const active = option.slug === (selected?.slug ?? null);
          return (
            <li key={option.name}>
              <Link
                to={shopHref(option.slug)}
                preventScrollReset
                className={`shop-filter__option${active ? ' shop-filter__option--active' : ''}`}
                aria-current={active ? 'true' : undefined}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
