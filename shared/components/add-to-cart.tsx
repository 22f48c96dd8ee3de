import { ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { brand } from '../content/business';
import { Island } from './island';

/**
 * The status line under an Add to Cart button, hydrated as an island: when its button is pressed it says,
 * politely, how to order today (there is no cart or checkout, spec §2), and sends nothing anywhere.
 * It listens to the button of its `.add-to-cart` block, so the button itself stays static markup.
 */
export function CartNotice() {
  const note = useRef<HTMLParagraphElement>(null);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    const button = note.current?.closest('.add-to-cart')?.querySelector('button');
    if (!button) return;
    const onClick = () => setAsked(true);
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  }, []);

  return (
    <p ref={note} className="add-to-cart__note" role="status">
      {asked ? (
        <>
          Online checkout opens soon. To order now, email <a href={`mailto:${brand.email}`}>{brand.email}</a>{' '}
          or call <a href={brand.phoneHref}>{brand.phone}</a>.
        </>
      ) : null}
    </p>
  );
}

/**
 * "Add to Cart" button (spec §2) with its {@link CartNotice}, which hydrates when it scrolls into view.
 *
 * @param props.productName - the product, named in the button's accessible name
 */
export function AddToCart({ productName }: { productName: string }) {
  return (
    <div className="add-to-cart">
      <button type="button" className="button button--primary add-to-cart__button">
        <ShoppingBag size={18} aria-hidden="true" /> Add to Cart
        <span className="visually-hidden"> : {productName}</span>
      </button>
      <Island name="add-to-cart" component={CartNotice} hydrate="visible" />
    </div>
  );
}
