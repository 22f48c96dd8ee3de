import { Mail } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { newsletterCopy } from '../content/newsletter';
import { Island } from './island';

const INPUT_ID = 'newsletter-email';

/**
 * The interactive part of the newsletter sign-up (spec §4 "Newsletter", §5, §7), hydrated as an island:
 * a required `type=email` field. Submitting writes to the browser console only, sends nothing, clears
 * the field and swaps the form for the thank-you card, announced by a status region and focused.
 * The field is uncontrolled (read on submit), so text typed before hydration is kept. `method="dialog"`
 * keeps a submit without JavaScript from navigating, so the address never reaches a URL or a request.
 */
export function NewsletterForm() {
  const [subscribed, setSubscribed] = useState(false);
  const thankYou = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (subscribed) thankYou.current?.focus();
  }, [subscribed]);

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
          <label className="newsletter__label" htmlFor={INPUT_ID}>
            Email address
          </label>
          <div className="newsletter__row">
            <input
              id={INPUT_ID}
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

/**
 * The newsletter section of the home page (spec §2 Home "Newsletter"): heading and the 10% offer as
 * static markup, and {@link NewsletterForm} as an island that hydrates when it scrolls into view.
 */
export function Newsletter() {
  return (
    <section className="newsletter" id="newsletter" aria-labelledby="newsletter-heading">
      <div className="newsletter__card container">
        <Mail className="newsletter__icon" size={40} aria-hidden="true" />
        <h2 className="newsletter__heading" id="newsletter-heading">
          {newsletterCopy.heading}
        </h2>
        <p className="newsletter__text">{newsletterCopy.text}</p>
        <Island name="newsletter" component={NewsletterForm} hydrate="visible" />
      </div>
    </section>
  );
}
