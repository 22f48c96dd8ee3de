import { useSearchParams } from 'react-router-dom';
import { Island } from '../components/island';
import { Section } from '../components/section';
import { PageIntro } from '../components/section-header';
import { allCategoryLabel, categories, products, shopIntro } from '../content/catalogue';
import shopFilter from '../islands/shop-filter';
import { filterProducts, parseCategory } from '../lib/filter-products';

/**
 * The shop (docs/product.md "Catalogue"): title Our Sweet Shop, the category filter and the product
 * grid, both rendered by the `shop-filter` island. The category comes from `?category=`
 * (docs/decisions/0003-url-driven-shop-filter.md): every card is in the HTML and those outside it are
 * hidden, so the filter works without JavaScript, and the island re-filters at once on click.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const selected = parseCategory(searchParams.get('category'), categories);
  const options = [
    { slug: null, name: allCategoryLabel, count: products.length },
    ...categories.map((category) => ({
      slug: category.slug,
      name: category.name,
      count: filterProducts(products, category).length,
    })),
  ];

  return (
    <>
      <PageIntro title={shopIntro.title} lead={shopIntro.lead} />
      <Section block="shop" headingId="shop-grid-title">
        <Island
          of={shopFilter}
          props={{ options, selected: selected?.slug ?? null, products, headingId: 'shop-grid-title' }}
        />
      </Section>
    </>
  );
}
