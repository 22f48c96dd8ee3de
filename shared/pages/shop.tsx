import { useSearchParams } from 'react-router-dom';
import { ProductCard } from '../components/product-card';
import { PageIntro } from '../components/section-header';
import { ShopFilter } from '../components/shop-filter';
import { allCategoryLabel, categories, products } from '../content/catalogue';
import { filterProducts, parseCategory } from '../lib/catalogue';

/**
 * The shop (spec §2 "/shop", §4 "Shop filter"): title Our Sweet Shop, the category filter and the
 * product grid. The selected category comes from `?category=` (unknown values show All), so the server
 * renders the filtered grid and the client filters instantly on click. The first card's photo is the
 * page's largest paint and the only eager image.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const selected = parseCategory(searchParams.get('category'), categories);
  const visible = filterProducts(products, selected);
  const heading = selected ? selected.name : 'All treats';

  return (
    <>
      <PageIntro
        title="Our Sweet Shop"
        lead="Every treat is handmade in small batches with locally sourced ingredients. Pick a category, choose a size, and see exactly what goes into each one."
      />
      <section className="section shop" aria-labelledby="shop-grid-title">
        <div className="container">
          <ShopFilter categories={categories} selected={selected} allLabel={allCategoryLabel} />
          <h2 className="shop__heading" id="shop-grid-title">
            {heading}{' '}
            <span className="shop__count">
              ({visible.length} {visible.length === 1 ? 'treat' : 'treats'})
            </span>
          </h2>
          <ul className="shop__grid">
            {visible.map((product, i) => (
              <li key={product.id}>
                <ProductCard product={product} priority={i === 0} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
