import { Icon } from '../components/icon';
import { Illustration } from '../components/illustrations';
import { Island } from '../components/island-wrapper';
import { PageIntro, Section } from '../components/section';
import { formatPrice } from '../content/format';
import { countdownStart, seasonalCollection, seasonalItems, upcomingSeasons } from '../content/seasonal';
import countdown from '../islands/countdown';
import { NEWSLETTER_ID } from '../sections/newsletter-section';

/**
 * Seasonal drops (docs/product.md "Seasonal drops"): Limited Time Only badge, the order-deadline
 * countdown, the collection's four items with illustrations and Order Now links, What's Coming Soon and a
 * Join the Sweet List link to the newsletter sign-up.
 */
export function Component() {
  return (
    <>
      <PageIntro
        badge={seasonalCollection.badge}
        title={seasonalCollection.name}
        lead={seasonalCollection.description}
      >
        <div className="seasonal-deadline">
          <p className="seasonal-deadline__label">Order deadline in</p>
          <Island
            of={countdown}
            props={{ start: countdownStart, label: `Time left to order the ${seasonalCollection.name}` }}
          />
        </div>
      </PageIntro>

      <Section
        headingId="collection-title"
        eyebrow={`${seasonalCollection.theme} theme`}
        title={`The ${seasonalCollection.theme} lineup`}
        lead={`${seasonalItems.length} holiday treats, dipped in small batches until the deadline.`}
      >
        <ul className="seasonal-items">
          {seasonalItems.map((item) => (
            <li key={item.name} className="seasonal-item card">
              <div className={`seasonal-item__art gradient--${item.gradient}`}>
                <Illustration spec={item.illustration} label={`Illustration of the ${item.name}`} />
                <Icon name="snowflake" className="seasonal-item__flake" size={22} />
              </div>
              {item.limited ? <p className="badge badge--accent seasonal-item__badge">Limited</p> : null}
              <h3 className="seasonal-item__name">{item.name}</h3>
              <p className="seasonal-item__description">{item.description}</p>
              <p className="seasonal-item__price">{formatPrice(item.price)}</p>
              <a href="/contact" className="button button--primary button--block">
                Order Now<span className="visually-hidden">: {item.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section alt headingId="upcoming-title" eyebrow="Mark your calendar" title="What's Coming Soon">
        <ol className="upcoming-seasons">
          {upcomingSeasons.map((season) => (
            <li key={season.season} className="upcoming-season card">
              <p className="upcoming-season__date">
                <Icon name="calendar-days" size={18} /> Launches {season.date}
              </p>
              <h3 className="upcoming-season__name">{season.season}</h3>
              <p className="upcoming-season__teaser">{season.teaser}</p>
              <p className="upcoming-season__preview">{season.preview}</p>
            </li>
          ))}
        </ol>
        <div className="upcoming-seasons__cta">
          <p>Be the first to hear when each collection drops.</p>
          <a href={`/#${NEWSLETTER_ID}`} className="button button--primary">
            Join the Sweet List
          </a>
        </div>
      </Section>
    </>
  );
}
