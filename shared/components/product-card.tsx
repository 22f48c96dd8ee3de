import { formatPrice, formatStorage, productSku } from '../content/format';
import type { Product } from '../content/types';
import { AddToCart } from './add-to-cart';
import { SHOP_CARD_SLOT } from './photo-slots';
import { ProductMedia } from './product-media';

/**
 * A catalogue card: picture, Fresh Made badge, name, description, ingredients, allergens, storage,
 * the price per unit, a size dropdown and Add to Cart. The price reads "each", since the sizes are
 * quantities and no pack price is set (docs/product.md "Catalogue").
 *
 * @param props.product - the product to show
 * @param props.priority - true for the one card whose picture is the page's largest paint
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const id = `product-${product.id}`;
  return (
    <article className="product-card" aria-labelledby={`${id}-name`}>
      <div className="product-card__media">
        <ProductMedia
          name={product.name}
          illustration={product.illustration}
          gradient={product.gradient}
          photo={product.photo}
          slot={SHOP_CARD_SLOT}
          priority={priority}
        />
        <span className="badge badge--fresh product-card__badge">Fresh Made</span>
      </div>
      <div className="product-card__body">
        <p className="product-card__category">{product.categoryName}</p>
        <h3 className="product-card__name" id={`${id}-name`}>
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
            <dd>{formatStorage(product.storage)}</dd>
          </div>
          <div className="visually-hidden">
            <dt>SKU</dt>
            <dd>{productSku(product)}</dd>
          </div>
        </dl>
        <div className="product-card__buy">
          <p className="product-card__price">
            {formatPrice(product.price)} <span className="product-card__unit">each</span>
          </p>
          <div className="product-card__size">
            <label htmlFor={`${id}-size`}>Size</label>
            <select id={`${id}-size`} name="size" defaultValue={product.sizes[0]}>
              {product.sizes.map((size) => (
                <option key={size}>{size}</option>
              ))}
            </select>
          </div>
        </div>
        <AddToCart id={`${id}-cart`} productName={product.name} />
      </div>
    </article>
  );
}
