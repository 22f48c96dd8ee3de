import { Link } from 'react-router-dom';
import { Icon } from '../components/icon';
import { PageIntro, SectionHeader } from '../components/section-header';
import { eventPackages, eventTypes } from '../content/events';
import { pageMeta } from '../content/pages';

/**
 * The events page (spec §2 "/events", §3 "Event package", §9 "Event packages"): the four event types
 * with their feature lists, the three packages (serves, includes, price, with the popular one marked
 * "Most Popular"), and "Submit an Event Request" (to /contact) and "View Event Gallery" (to /shop) links.
 */
export function Component() {
  return (
    <>
      <PageIntro
        badge="Events & Celebrations"
        title="Sweet Treats for Every Event"
        lead={pageMeta.events.description}
      />

      <section className="section event-types" aria-labelledby="event-types-title">
        <div className="container">
          <SectionHeader
            id="event-types-title"
            eyebrow="Made for your moment"
            title="Events We Love to Sweeten"
          />
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
        </div>
      </section>

      <section className="section section--alt event-packages" aria-labelledby="event-packages-title">
        <div className="container">
          <SectionHeader id="event-packages-title" eyebrow="Simple pricing" title="Event Packages" />
          <ul className="event-packages__list">
            {eventPackages.map((pkg) => (
              <li
                key={pkg.name}
                className={`card event-package${pkg.popular ? ' event-package--popular' : ''}`}
              >
                {pkg.popular ? <p className="badge badge--new event-package__badge">Most Popular</p> : null}
                <h3 className="event-package__name">{pkg.name}</h3>
                <p className="event-package__price">{pkg.price}</p>
                <dl className="event-package__details">
                  <div className="event-package__detail">
                    <dt>Serves</dt>
                    <dd>{pkg.serves}</dd>
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
            <Link to="/contact" className="button button--primary">
              Submit an Event Request<span className="visually-hidden"> on our contact page</span>
            </Link>
            <Link to="/shop" className="button button--outline">
              View Event Gallery<span className="visually-hidden">: our treats in the shop</span>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
