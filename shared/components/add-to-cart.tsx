import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { brand } from '../content/business';

/**
 * "Add to Cart" button (spec §2: there is no cart and no checkout). Instead of doing nothing it tells
 * the visitor, in a polite status message, how to order today; it sends nothing anywhere.
 *
 * @param props.productName - the product, named in the button's accessible description
 */
export function AddToCart({ productName }: { productName: string }) {
  const [asked, setAsked] = useState(false);
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        onClick={() => setAsked(true)}
      >
        <ShoppingBag size={18} aria-hidden="true" /> Add to Cart
        <span className="visually-hidden"> : {productName}</span>
      </button>
      <p className="add-to-cart__note" role="status">
        {asked ? (
          <>
            Online checkout opens soon. To order now, email{' '}
            <a href={`mailto:${brand.email}`}>{brand.email}</a> or call{' '}
            <a href={brand.phoneHref}>{brand.phone}</a>.
          </>
        ) : null}
      </p>
    </div>
  );
}
