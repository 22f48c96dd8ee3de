import { brand } from '../content/brand';
import { Icon } from './icon';

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
