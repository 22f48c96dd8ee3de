import { useSearchParams } from 'react-router-dom';
import { Island } from '../components/island';
import { ProductCard } from '../components/product-card';
import { PageIntro } from '../components/section-header';
import { allCategoryLabel, categories, products } from '../content/catalogue';
import shopFilter from '../islands/shop-filter';
import { filterProducts, parseCategory } from '../lib/filter-products';

const GRID_ID = 'shop-grid';

/**
 * The shop (docs/product.md "Catalogue"): title Our Sweet Shop, the category filter and the product
 * grid. The category comes from `?category=` (docs/decisions/0003-url-driven-shop-filter.md): the
 * server renders every card and hides those outside it, so the filter works without JavaScript, and the
 * `shop-filter` island re-filters at once on click.
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
  const category = (name: string) => categories.find((item) => item.name === name)?.slug;

  return (
    <>
      <PageIntro
        title="Our Sweet Shop"
        lead="Every treat is handmade in small batches with locally sourced ingredients. Pick a category, choose a size, and see exactly what goes into each one."
      />
      <section className="section shop" aria-labelledby="shop-grid-title">
        <div className="container">
          <Island
            of={shopFilter}
            props={{
              options,
              selected: selected?.slug ?? null,
              gridId: GRID_ID,
              headingId: 'shop-grid-title',
            }}
          />
          <ul className="shop__grid" id={GRID_ID}>
            {products.map((product) => (
              <li
                key={product.id}
                data-category={category(product.category)}
                hidden={selected !== null && selected.name !== product.category}
              >
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
