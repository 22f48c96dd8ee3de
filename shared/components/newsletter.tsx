import { Mail, PartyPopper } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { newsletterCopy } from '../content/newsletter';

/**
 * Newsletter sign-up (spec §2 home, §4 "Newsletter", §5, §7): a required `type=email` field.
 * Submitting writes to the browser console only, sends nothing, clears the field and swaps the form
 * for the thank-you card, which is announced by a status region and receives focus.
 * `method="dialog"` keeps a submit without JavaScript from navigating, so the address never reaches a
 * URL or a request; the browser's native validation still runs.
 */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const thankYou = useRef<HTMLHeadingElement>(null);
  // A fixed id, not useId: the form hydrates as an island whose tree differs from the server's.
  const inputId = 'newsletter-email';

  useEffect(() => {
    if (subscribed) thankYou.current?.focus();
  }, [subscribed]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log('Newsletter sign-up kept in this browser (nothing was sent):', email);
    setEmail('');
    setSubscribed(true);
  };

  return (
    <section className="newsletter" id="newsletter" aria-labelledby={`${inputId}-heading`}>
      <div className="newsletter__card container">
        <Mail className="newsletter__icon" size={40} aria-hidden="true" />
        <h2 className="newsletter__heading" id={`${inputId}-heading`}>
          {newsletterCopy.heading}
        </h2>
        <p className="newsletter__text">{newsletterCopy.text}</p>
        {!subscribed && (
          <form className="newsletter__form" method="dialog" onSubmit={onSubmit}>
            <label className="newsletter__label" htmlFor={inputId}>
              Email address
            </label>
            <div className="newsletter__row">
              <input
                id={inputId}
                className="newsletter__input"
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder={newsletterCopy.placeholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
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
              <PartyPopper className="newsletter__thanks-icon" size={32} aria-hidden="true" />
              <h3 className="newsletter__thanks-heading" ref={thankYou} tabIndex={-1}>
                {newsletterCopy.thankYouHeading}
              </h3>
              <p>{newsletterCopy.thankYouText}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
