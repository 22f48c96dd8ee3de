import { Icon } from '../components/icon';
import { PageIntro, Section } from '../components/section';
import { emailResponseHours } from '../content/brand';
import { deliveryFaqs } from '../content/delivery';
import { pages } from '../content/page-table';

/**
 * The delivery information page (docs/product.md "Delivery and pickup"): six FAQ cards, each an
 * `<article>` with the question as `<h3>` and its answer, reachable by fragment (`/delivery#storage`
 * is the footer's "Care Instructions"), and a "Contact Us" link to /contact.
 */
export function Component() {
  return (
    <>
      <PageIntro
        badge="Delivery & Pickup"
        title="Delivery, Pickup & Care"
        lead={pages.delivery.description}
      />

      <Section
        block="delivery-faq"
        id="faq"
        headingId="delivery-faq-title"
        eyebrow="Good to know"
        title="Frequently Asked Questions"
      >
        <div className="delivery-faq__list">
          {deliveryFaqs.map((faq) => (
            <article key={faq.id} id={faq.id} className="card delivery-faq__item">
              <span className="icon-bubble delivery-faq__icon">
                <Icon name={faq.icon} size={24} />
              </span>
              <h3 className="delivery-faq__question">{faq.question}</h3>
              <div className="delivery-faq__answer">
                {faq.answer.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section
        block="delivery-contact"
        alt
        containerClassName="delivery-contact__inner"
        headingId="delivery-contact-title"
        eyebrow="Still wondering?"
        title="Have Another Question?"
        lead={`Send us a note and we reply within ${emailResponseHours} hours.`}
      >
        <div className="button-row delivery-contact__actions">
          <a href="/contact" className="button button--primary">
            Contact Us<span className="visually-hidden"> about delivery or pickup</span>
          </a>
        </div>
      </Section>
    </>
  );
}
