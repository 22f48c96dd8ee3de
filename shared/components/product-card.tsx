/**
 * A product as the pages show it: its picture ({@link ProductMedia}), its Add to Cart
 * ({@link AddToCart}) and the shop's card that holds both ({@link ProductCard}); the home page's
 * preview card uses the first two.
 */
import { brand } from '../content/brand';
import { formatPrice, formatStorage, productSku } from '../content/format';
import type { GradientName, IllustrationSpec, Photo, Product } from '../content/types';
import { Icon } from './icon';
import { Illustration } from './illustrations/illustration';
import { SlotPhoto, useShownPhoto } from './photo';
import { type PhotoSlot, SHOP_CARD_SLOT } from './photo-slots';

/**
 * A product's picture: its illustration on its gradient, with a photo laid over it when the product has one:
 * a stock photo verified to show it (docs/decisions/0006-photos-and-illustrations.md) or the shop's own photo,
 * optimised by the build (docs/decisions/0010-photo-pipeline.md). The illustration stays behind the photo as
 * its placeholder while it loads, and in its place if it fails (the page script hides a failed photo).
 * The photo's box is reserved (no layout shift); it loads lazily unless it is the page's largest paint.
 *
 * @param props.name - the product's name, for the illustration's accessible name
 * @param props.illustration - what the illustration draws
 * @param props.gradient - the background gradient
 * @param props.photo - a photo, if any
 * @param props.slot - where the card sits, for the photo's `sizes` (`photo-slots.ts`)
 * @param props.priority - true for the single image that is the page's largest paint
 */
export function ProductMedia({
  name,
  illustration,
  gradient,
  photo,
  slot,
  priority = false,
}: {
  name: string;
  illustration: IllustrationSpec;
  gradient: GradientName;
  photo?: Photo;
  slot: PhotoSlot;
  priority?: boolean;
}) {
  const shown = useShownPhoto(photo, slot.aspect);
  return (
    <div className={`product-media gradient--${gradient}`}>
      <Illustration
        spec={illustration}
        label={`Illustration of the ${name}`}
        className="product-media__art"
        loading={priority && !shown ? 'priority' : 'lazy'}
      />
      {shown ? (
        <SlotPhoto photo={shown} slot={slot} priority={priority} className="product-media__photo" />
      ) : null}
    </div>
  );
}

/**
 * "Add to Cart" for a product. There is no cart or checkout yet (docs/product.md "What the site is
 * not"), so the button opens a small native popover (no script) that says how to order today. It
 * sends nothing anywhere.
 *
 * @param props.id - unique id for the note on the page, e.g. `cart-note-7`
 * @param props.productName - the product, named in the button's accessible name
 */
export function AddToCart({ id, productName }: { id: string; productName: string }) {
  return (
    <div className="add-to-cart">
      <button type="button" className="button button--primary add-to-cart__button" popoverTarget={id}>
        <Icon name="shopping-bag" size={18} /> Add to Cart
        <span className="visually-hidden">: {productName}</span>
      </button>
      <div id={id} className="add-to-cart__note" popover="auto">
        <p>
          Online checkout opens soon. To order the {productName} now, email{' '}
          <a href={`mailto:${brand.email}`}>{brand.email}</a> or call{' '}
          <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>.
        </p>
      </div>
    </div>
  );
}

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
