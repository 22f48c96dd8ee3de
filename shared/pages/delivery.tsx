import { Link } from 'react-router-dom';
import { Icon } from '../components/icon';
import { PageIntro, SectionHeader } from '../components/section-header';
import { emailResponseHours } from '../content/business';
import { deliveryFaqs } from '../content/delivery';
import { pageMeta } from '../content/pages';

/**
 * The delivery information page (spec §2 "/delivery", §9 delivery, shipping, preparation, storage and
 * damage rules): six FAQ cards, each an `<article>` with the question as `<h3>` and its answer lines,
 * and a "Contact Us" link to /contact.
 */
export function Component() {
  return (
    <>
      <PageIntro
        badge="Delivery & Pickup"
        title="Delivery, Pickup & Care"
        lead={pageMeta.delivery.description}
      />

      <section className="section delivery-faq" aria-labelledby="delivery-faq-title">
        <div className="container">
          <SectionHeader id="delivery-faq-title" eyebrow="Good to know" title="Frequently Asked Questions" />
          <div className="delivery-faq__list">
            {deliveryFaqs.map((faq) => (
              <article key={faq.question} className="card delivery-faq__item">
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
        </div>
      </section>

      <section className="section section--alt delivery-contact" aria-labelledby="delivery-contact-title">
        <div className="container delivery-contact__inner">
          <SectionHeader
            id="delivery-contact-title"
            eyebrow="Still wondering?"
            title="Have Another Question?"
            lead={`Send us a note and we reply within ${emailResponseHours} hours.`}
          />
          <div className="button-row delivery-contact__actions">
            <Link to="/contact" className="button button--primary">
              Contact Us<span className="visually-hidden"> about delivery or pickup</span>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
