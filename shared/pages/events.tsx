import { Icon } from '../components/icon';
import { DessertTable } from '../components/illustrations';
import { PageIntro, Section } from '../components/section';
import { eventPackages, eventTypes } from '../content/events';
import { formatPrice } from '../content/format';
import { pages } from '../content/page-table';

/** Fragment id of the gallery section, the target of "View Event Gallery". */
const GALLERY_ID = 'gallery';

/**
 * The events page (docs/product.md "Events"): the four event types with their feature lists, the three
 * packages (serves, includes, starting price, the popular one marked "Most Popular"), "Submit an Event
 * Request" (to /contact) and "View Event Gallery", which leads to the gallery below: each package's
 * dessert table, drawn.
 */
export function Component() {
  return (
    <>
      <PageIntro
        badge="Events & Celebrations"
        title="Sweet Treats for Every Event"
        lead={pages.events.description}
      />

      <Section
        block="event-types"
        headingId="event-types-title"
        eyebrow="Made for your moment"
        title="Events We Love to Sweeten"
      >
        <ul className="event-types__list">
          {eventTypes.map((type) => (
            <li key={type.title} className="card event-type">
              <div className="event-type__header">
                <span className={`icon-bubble event-type__icon gradient--${type.gradient}`}>
                  <Icon name={type.icon} size={26} />
                </span>
                <h3 className="event-type__title">{type.title}</h3>
              </div>
              <p className="event-type__description">{type.description}</p>
              <ul className="check-list event-type__features">
                {type.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        block="event-packages"
        alt
        headingId="event-packages-title"
        eyebrow="Simple pricing"
        title="Event Packages"
      >
        <ul className="event-packages__list">
          {eventPackages.map((pkg) => (
            <li
              key={pkg.name}
              className={`card event-package${pkg.popular ? ' event-package--popular' : ''}`}
            >
              {pkg.popular ? <p className="badge badge--new event-package__badge">Most Popular</p> : null}
              <h3 className="event-package__name">{pkg.name}</h3>
              <p className="event-package__price">From {formatPrice(pkg.fromPrice)}</p>
              <dl className="event-package__details">
                <div className="event-package__detail">
                  <dt>Serves</dt>
                  <dd>{pkg.serves} guests</dd>
                </div>
                <div className="event-package__detail">
                  <dt>Includes</dt>
                  <dd>{pkg.includes}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <div className="button-row event-packages__actions">
          <a href="/contact" className="button button--primary">
            Submit an Event Request<span className="visually-hidden"> on our contact page</span>
          </a>
          <a href={`#${GALLERY_ID}`} className="button button--outline">
            View Event Gallery
          </a>
        </div>
      </Section>

      <Section
        block="event-gallery"
        id={GALLERY_ID}
        headingId="event-gallery-title"
        eyebrow="Event gallery"
        title="Dessert Tables We Set Up"
        lead="How each package looks on the day: apples, krispies and pretzels styled to your theme."
      >
        <ul className="event-gallery__list">
          {eventPackages.map((pkg) => (
            <li key={pkg.name} className="card event-gallery__item">
              <figure>
                <DessertTable size={pkg.table} label={`Illustration of the ${pkg.name} dessert table`} />
                <figcaption className="event-gallery__caption">
                  <strong>{pkg.name}</strong> &middot; serves {pkg.serves} guests
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
