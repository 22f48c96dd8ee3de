import { useId } from 'react';
import type { Product } from '../content/types';
import { productSku } from '../lib/catalogue';
import { AddToCart } from './add-to-cart';
import { ProductImage } from './product-image';

/**
 * A catalogue card (spec §2 /shop): image, Fresh Made badge, name, description, ingredients,
 * allergens, storage, price, a size dropdown and Add to Cart.
 *
 * @param props.product - the product to show
 * @param props.priority - true for the one card whose image is the page's largest paint
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const sizeId = useId();
  return (
    <article className="product-card" aria-labelledby={`${sizeId}-name`}>
      <div className="product-card__media">
        <ProductImage photo={product.image} gradient={product.gradient} priority={priority} />
        <span className="badge badge--fresh product-card__badge">Fresh Made</span>
      </div>
      <div className="product-card__body">
        <p className="product-card__category">{product.category}</p>
        <h3 className="product-card__name" id={`${sizeId}-name`}>
          {product.name}
        </h3>
        <p className="product-card__description">{product.description}</p>
        <dl className="product-card__facts">
          <div>
            <dt>Ingredients</dt>
            <dd>{product.ingredients}</dd>
          </div>
          <div>
            <dt>Allergens</dt>
            <dd>{product.allergens}</dd>
          </div>
          <div>
            <dt>Storage</dt>
            <dd>{product.storage}</dd>
          </div>
          <div className="visually-hidden">
            <dt>SKU</dt>
            <dd>{productSku(product)}</dd>
          </div>
        </dl>
        <div className="product-card__buy">
          <p className="product-card__price">{product.price}</p>
          <div className="product-card__size">
            <label htmlFor={sizeId}>Size</label>
            <select id={sizeId} name="size" defaultValue={product.sizes[0]}>
              {product.sizes.map((size) => (
                <option key={size}>{size}</option>
              ))}
            </select>
          </div>
        </div>
        <AddToCart productName={product.name} />
      </div>
    </article>
  );
}
