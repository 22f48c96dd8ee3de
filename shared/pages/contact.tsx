import { Icon } from '../components/icon';
import { Island } from '../components/island-wrapper';
import { PageIntro, SectionHeader } from '../components/section';
import { socialIcons } from '../components/site-footer';
import { brand, socialLinks } from '../content/brand';
import { contactFormFields, contactIntro } from '../content/contact';
import { formatDays, formatOpeningTimes } from '../content/format';
import { pickupAddressNote, pickupHours } from '../content/hours';
import requestForm from '../islands/request-form';

/** Social profiles shown on the contact page, in content order. */
const contactSocials = socialLinks.filter((link) => link.name === 'Instagram' || link.name === 'TikTok');

/**
 * The contact page (docs/product.md "Contact"): the "Get In Touch" form (Name, Email, Inquiry Type,
 * optional Phone, Message), which prepares an email rather than sending anything, beside cards for
 * email, local pickup, pickup hours and the Instagram and TikTok profiles.
 */
export function Component() {
  return (
    <>
      <PageIntro badge="Say Hello" title="Contact Us" lead={contactIntro} />

      <div className="section contact-page">
        <div className="container contact-page__layout">
          <Island
            of={requestForm}
            props={{
              formId: 'contact-request',
              title: 'Get In Touch',
              submitLabel: 'Send Message',
              subject: `Message for ${brand.name}`,
              fields: contactFormFields,
            }}
          />

          <section className="contact-details" aria-labelledby="contact-details-title">
            <SectionHeader id="contact-details-title" title="Other Ways to Reach Us" />
            <div className="contact-details__cards">
              <article className="card contact-card">
                <h3 className="contact-card__title">
                  <Icon name="mail" size={20} className="contact-card__icon" /> Email Us
                </h3>
                <p>
                  <a className="contact-card__link" href={`mailto:${brand.email}`}>
                    {brand.email}
                  </a>
                </p>
              </article>
              <article className="card contact-card">
                <h3 className="contact-card__title">
                  <Icon name="map-pin" size={20} className="contact-card__icon" /> Local Pickup
                </h3>
                <p>
                  {brand.city}, {brand.region}
                </p>
                <p className="contact-card__note">{pickupAddressNote}</p>
              </article>
              <article className="card contact-card">
                <h3 className="contact-card__title">
                  <Icon name="clock" size={20} className="contact-card__icon" /> Pickup Hours
                </h3>
                <dl className="contact-card__hours">
                  {pickupHours.map((hours) => (
                    <div key={hours.days.join()} className="contact-card__hours-row">
                      <dt>{formatDays(hours.days)}</dt>
                      <dd>{formatOpeningTimes(hours)}</dd>
                    </div>
                  ))}
                </dl>
              </article>
              <article className="card contact-card">
                <h3 className="contact-card__title">
                  <Icon name="heart" size={20} className="contact-card__icon" /> Follow Along
                </h3>
                <ul className="contact-card__socials">
                  {contactSocials.map((social) => (
                    <li key={social.name}>
                      <a
                        href={social.href}
                        className="button button--outline button--small contact-card__social"
                        rel="noopener"
                        target="_blank"
                      >
                        <Icon name={socialIcons[social.name]} size={18} /> {social.name}
                        <span className="visually-hidden"> {social.handle} (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </article>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
