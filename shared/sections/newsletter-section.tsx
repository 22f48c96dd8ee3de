import { Icon } from '../components/icon';
import { Island } from '../components/island-wrapper';
import { newsletterCopy } from '../content/newsletter';
import newsletter from '../islands/newsletter';

/** Fragment id of the newsletter section, the target of "Join the Sweet List" links. */
export const NEWSLETTER_ID = 'newsletter';

/**
 * The newsletter section of the home page: heading and the first-order offer as static markup, and the
 * sign-up form as the `newsletter` island.
 */
export function NewsletterSection() {
  return (
    <section className="newsletter" id={NEWSLETTER_ID} aria-labelledby="newsletter-heading">
      <div className="container">
        <div className="newsletter__card">
          <Icon name="mail" className="newsletter__icon" size={40} />
          <h2 className="newsletter__heading" id="newsletter-heading">
            {newsletterCopy.heading}
          </h2>
          <p className="newsletter__text">{newsletterCopy.text}</p>
          <Island of={newsletter} props={{}} />
        </div>
      </div>
    </section>
  );
}
