import { type FormEvent, useState } from 'react';
import { defineIsland } from '../components/island';
import { newsletterCopy } from '../content/newsletter';
import { useFocusWhenShown } from '../hooks/use-focus-when-shown';

/**
 * The newsletter sign-up form: a required email field. Submitting writes the address to the browser
 * console only, sends nothing, clears the field and swaps the form for the thank-you card, announced
 * by a status region and focused (docs/decisions/0002-no-data-endpoints.md). The field is uncontrolled,
 * so text typed before hydration is kept; `method="dialog"` keeps a submit without JavaScript from
 * navigating, so the address never reaches a URL or a request.
 */
function Newsletter() {
  const [subscribed, setSubscribed] = useState(false);
  const thankYou = useFocusWhenShown<HTMLHeadingElement>(subscribed);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    console.log(
      'Newsletter sign-up kept in this browser (nothing was sent):',
      new FormData(form).get('email'),
    );
    form.reset();
    setSubscribed(true);
  };

  return (
    <>
      {!subscribed && (
        <form className="newsletter__form" method="dialog" onSubmit={onSubmit}>
          <label className="newsletter__label" htmlFor="newsletter-email">
            {newsletterCopy.label}
          </label>
          <div className="newsletter__row">
            <input
              id="newsletter-email"
              className="newsletter__input"
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder={newsletterCopy.placeholder}
            />
            <button type="submit" className="button button--primary newsletter__submit">
              {newsletterCopy.button}
            </button>
          </div>
        </form>
      )}
      <div role="status" className="newsletter__status">
        {subscribed && (
          <div className="newsletter__thanks">
            <span className="newsletter__thanks-icon" aria-hidden="true">
              🎉
            </span>
            <h3 className="newsletter__thanks-heading" ref={thankYou} tabIndex={-1}>
              {newsletterCopy.thankYouHeading}
            </h3>
            <p>{newsletterCopy.thankYouText}</p>
          </div>
        )}
      </div>
    </>
  );
}

export default defineIsland('newsletter', Newsletter, { hydrateOn: 'interaction' });
