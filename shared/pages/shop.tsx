import { useLocation } from 'react-router-dom';
import { Island } from '../components/island-wrapper';
import { ProductCard } from '../components/product-card';
import { PageIntro, Section } from '../components/section';
import { allCategoryLabel, categories, products, shopIntro } from '../content/catalogue';
import shopFilter from '../islands/shop-filter';
import { shopCategory } from '../lib/filter-products';

/** Id of the results heading, which labels the shop section. */
const RESULTS_HEADING_ID = 'shop-grid-title';

/** The filter's categories: slug and name of each, in catalogue order. */
const FILTER_CATEGORIES = categories.map(({ slug, name }) => ({ slug, name }));

/** The category name of each card, in catalogue order. */
const CARD_CATEGORY_NAMES = products.map((product) => product.categoryName);

/**
 * The shop (docs/product.md "Catalogue"): title Our Sweet Shop, the category filter and the product
 * grid, both rendered by the `shop-filter` island, filtered by the category the query selects
 * (docs/decisions/0003-url-driven-shop-filter.md; the island is given the category, never the query).
 * Every card is in the HTML and those outside the category are hidden, so the filter works without
 * JavaScript. The cards are the island's
 * kept markup: rendered here, kept as they are in the browser, so the island carries no catalogue.
 */
export function Component() {
  const { search } = useLocation();
  return (
    <>
      <PageIntro title={shopIntro.title} lead={shopIntro.lead} />
      <Section block="shop" headingId={RESULTS_HEADING_ID}>
        <Island
          of={shopFilter}
          props={{
            categorySlug: shopCategory(search, categories)?.slug ?? null,
            categories: FILTER_CATEGORIES,
            cardCategoryNames: CARD_CATEGORY_NAMES,
            allLabel: allCategoryLabel,
            headingId: RESULTS_HEADING_ID,
          }}
          kept={(index, { priority }) => {
            const product = products[index];
            return product ? <ProductCard product={product} priority={priority} /> : null;
          }}
        />
      </Section>
    </>
  );
}
